import Foundation

/// A validated, normalized web domain name, such as `netflix.com`: what a logo is looked up by.
///
/// ``value`` is always the ASCII form: lowercase letters, digits and hyphens in dot-separated
/// labels, internationalized labels in punycode (`xn--…`), no trailing dot. So it can go into a
/// URL path as it is, and it can never carry a path, a query, a fragment, a port or user
/// information into a URL built from it.
///
/// ## What is accepted
/// - Surrounding whitespace is trimmed; letters are lowercased (`" Netflix.COM "` → `netflix.com`).
/// - An `http://` or `https://` URL gives its host; its path, query and fragment are dropped
///   (`https://www.netflix.com/browse?x=1` → `netflix.com`). Without a scheme the text must be a
///   bare domain: `netflix.com/x`, `netflix.com?x` and `netflix.com#` are rejected, not cut.
/// - One trailing dot, the DNS root, is dropped (`netflix.com.` → `netflix.com`).
/// - A leading `www.` label is dropped when at least two labels remain (`www.netflix.com` →
///   `netflix.com`), so one brand has one domain.
/// - Full-width and other compatibility forms are mapped (NFKC), and the ideographic full stops
///   `。` (U+3002), `．` (U+FF0E) and `｡` (U+FF61) separate labels like `.`, as UTS #46 and
///   browsers do: `netflix。com` is `netflix.com`.
/// - Internationalized names are converted to punycode (RFC 3492, ``Punycode``) with IDNA 2008
///   rules (RFC 5891/5892) applied conservatively: `bücher.de` → `xn--bcher-kva.de`. Labels may
///   use lowercase letters, other letters, modifier letters, combining marks (not first) and
///   decimal digits of left-to-right scripts. Right-to-left scripts are rejected rather than
///   half-checked against the Bidi rule (RFC 5893), and so are the characters IDNA 2008 lists
///   as contextual or disallowed. An ASCII label starting `xn--` must be valid punycode of an
///   acceptable label.
///
/// ## What is rejected, with a ``ValidationError``
/// Empty text, IP addresses (IPv4, IPv6, all-numeric names), ports, user information, schemes
/// other than http and https, labels longer than 63 characters, names longer than 253, labels
/// starting or ending with `-`, `--` in the third and fourth place of a label other than
/// `xn--`, single-label names such as `localhost`, empty labels (`..`, a leading dot), and any
/// character outside letters, digits and `-` (spaces, `_`, `%`, `/`, `?`, `#`, `@`, `:`…).
/// Percent-encoded text is never decoded: `%2e%2e` is rejected for its `%`.
public struct WebDomain: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The domain in ASCII: lowercase, punycode labels, no trailing dot (`xn--bcher-kva.de`).
    public let value: String

    /// Validates and normalizes `input`.
    ///
    /// - Throws: A ``ValidationError`` saying why `input` is not a web domain.
    public init(_ input: String) throws {
        self = try Self.validate(input).get()
    }

    /// A domain already known to be in normal ASCII form (Tally's built-in brands; the tests
    /// check each of them against ``validate(_:)``).
    init(normalizedASCII value: String) {
        self.value = value
    }

    /// `input` as a domain, or why it is not one.
    public static func validate(_ input: String) -> Result<WebDomain, ValidationError> {
        do {
            return .success(WebDomain(normalizedASCII: try normalize(input)))
        } catch {
            // Everything `normalize` throws is a ValidationError.
            return .failure(error as? ValidationError ?? .empty)
        }
    }

    /// The domain for people to read: punycode labels decoded (`bücher.de`).
    public var unicodeValue: String {
        value.split(separator: ".", omittingEmptySubsequences: false).map { label -> String in
            guard label.hasPrefix("xn--"), let scalars = Punycode.decode(label.dropFirst(4)) else { return String(label) }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            return String(view)
        }.joined(separator: ".")
    }

    /// The ASCII form, ``value``.
    public var description: String { value }

    /// Decodes the domain from a single string, validating it as ``init(_:)`` does.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        switch Self.validate(text) {
        case .success(let domain):
            self = domain
        case .failure(let error):
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(ValidationError.excerpt(text))\" is not a web domain: \(error)")
        }
    }

    /// Encodes ``value`` as a single string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    // MARK: Validation errors

    /// Why text is not a web domain.
    public enum ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
        /// Nothing but whitespace.
        case empty
        /// A character that cannot be in a domain: whitespace inside, `_`, `%`, `/`, `?`, `#`,
        /// punctuation, symbols, emoji, or uppercase that has no lowercase form.
        case invalidCharacter(Character)
        /// A URL scheme other than `http` or `https` (`ftp://…`, `javascript://…`).
        case unsupportedScheme(String)
        /// User information before the host (`a@b.com`, `https://user:pass@b.com`).
        case userInfo
        /// A port after the host (`netflix.com:443`).
        case port
        /// An IPv4 or IPv6 address, or an all-numeric name.
        case ipAddress
        /// The last label is all digits, which no top-level domain is (`example.123`).
        case numericTopLevelDomain
        /// An empty label: `..`, or a leading dot.
        case emptyLabel
        /// A label longer than 63 characters (in ASCII form).
        case labelTooLong
        /// A name longer than 253 characters (in ASCII form).
        case tooLong
        /// A label starting or ending with `-`.
        case hyphenAtLabelEdge
        /// `--` in the third and fourth place of a label, which is reserved (only `xn--` is used).
        case reservedHyphens
        /// A single label with no top-level domain (`localhost`, `netflix`).
        case singleLabel
        /// An `xn--` label that is not valid punycode of an acceptable label.
        case invalidPunycode
        /// A label in a right-to-left script (Arabic, Hebrew…), which Tally does not convert.
        case unsupportedScript
        /// A label starting with a combining mark.
        case leadingCombiningMark

        /// A one-line explanation for developers, in English (the user's message is
        /// ``message(input:locale:language:)``); quoted text is escaped with
        /// ``VisibleText/escaped(_:)``.
        public var description: String { VisibleText.escaped(sentence) }

        private var sentence: String {
            switch self {
            case .empty: "the text is empty"
            case .invalidCharacter(let character): "the character \(Self.describe(character)) cannot be in a domain"
            case .unsupportedScheme(let scheme): "the scheme \"\(Self.excerpt(scheme, limit: 16))\" is not http or https"
            case .userInfo: "user information (\"…@\") is not allowed"
            case .port: "a port is not allowed"
            case .ipAddress: "an IP address is not a domain"
            case .numericTopLevelDomain: "the top-level domain is all digits"
            case .emptyLabel: "a label is empty"
            case .labelTooLong: "a label is longer than 63 characters"
            case .tooLong: "the name is longer than 253 characters"
            case .hyphenAtLabelEdge: "a label starts or ends with a hyphen"
            case .reservedHyphens: "a label has \"--\" in its third and fourth place"
            case .singleLabel: "the name has no top-level domain"
            case .invalidPunycode: "an xn-- label is not valid punycode"
            case .unsupportedScript: "right-to-left scripts are not supported"
            case .leadingCombiningMark: "a label starts with a combining mark"
            }
        }

        /// The message a person reads, from the String Catalog (`iconPicker.error.invalidDomain`:
        /// "“%@” is not a web domain"), quoting `input` (cut to 64 characters).
        /// The text is in `language`, or in `locale`'s language when it is nil.
        public func message(input: String, locale: Locale, language: TallyLanguage? = nil) -> String {
            Localizer.string(.iconPickerErrorInvalidDomain, language: language, locale: locale, arguments: [
                .string(Self.excerpt(input.trimmingCharacters(in: .whitespacesAndNewlines))),
            ])
        }

        /// `text` cut to `limit` characters, with an ellipsis when cut.
        static func excerpt(_ text: String, limit: Int = 64) -> String {
            text.count <= limit ? text : String(text.prefix(limit)) + "…"
        }

        private static func describe(_ character: Character) -> String {
            let scalars = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
            let visible = character.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control && !$0.properties.isWhitespace }
            return (visible ? "\"\(character)\" " : "") + "(" + scalars.joined(separator: " ") + ")"
        }
    }

    // MARK: Normalization

    private static let maximumLabelLength = 63
    private static let maximumLength = 253

    private static func normalize(_ input: String) throws -> String {
        let trimmed = input.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ValidationError.empty }
        let host = mapped(try hostPart(of: trimmed))

        var text = Substring(host)
        if text.count > 1, text.hasSuffix(".") { text = text.dropLast() }
        guard !text.isEmpty else { throw ValidationError.emptyLabel }
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        var ascii: [String] = []
        for label in labels {
            ascii.append(try asciiLabel(label))
        }
        if ascii.joined(separator: ".").utf8.count > maximumLength { throw ValidationError.tooLong }

        let isNumeric = { (label: String) in label.utf8.allSatisfy { (0x30...0x39).contains($0) } }
        if let last = ascii.last, isNumeric(last) {
            throw ascii.allSatisfy(isNumeric) ? ValidationError.ipAddress : ValidationError.numericTopLevelDomain
        }
        guard ascii.count > 1 else { throw ValidationError.singleLabel }
        if ascii.count > 2, ascii[0] == "www" { ascii.removeFirst() }
        return ascii.joined(separator: ".")
    }

    /// The host part of the text: after an http(s) scheme and before its path, query or fragment;
    /// the whole text without a scheme. Rejects user information, ports and IPv6 literals.
    private static func hostPart(of text: String) throws -> Substring {
        var authority = Substring(text)
        if let separator = text.range(of: "://") {
            let scheme = text[..<separator.lowerBound]
            guard ["http", "https"].contains(scheme.lowercased()) else {
                throw ValidationError.unsupportedScheme(String(scheme))
            }
            let rest = text[separator.upperBound...]
            authority = rest.prefix { !"/?#\\".contains($0) }
        }
        if authority.contains("@") { throw ValidationError.userInfo }
        if authority.hasPrefix("[") { throw ValidationError.ipAddress }
        let colons = authority.filter { $0 == ":" }.count
        if colons > 1 { throw ValidationError.ipAddress }
        if colons == 1, let colon = authority.firstIndex(of: ":") {
            let after = authority[authority.index(after: colon)...]
            if !after.isEmpty, after.allSatisfy({ $0.isASCII && $0.isNumber }) { throw ValidationError.port }
            throw ValidationError.invalidCharacter(":")
        }
        return authority
    }

    /// Compatibility forms mapped (NFKC), ideographic full stops made dots, lowercased, composed.
    private static func mapped(_ host: Substring) -> String {
        var text = String(host).precomposedStringWithCompatibilityMapping
        text = text.replacingOccurrences(of: "\u{3002}", with: ".")
        text = text.lowercased().precomposedStringWithCompatibilityMapping.lowercased()
        return text.precomposedStringWithCanonicalMapping
    }

    /// One label in ASCII form, checked.
    private static func asciiLabel(_ label: Substring) throws -> String {
        guard !label.isEmpty else { throw ValidationError.emptyLabel }
        let result: String
        if label.unicodeScalars.allSatisfy(\.isASCII) {
            try checkASCII(label)
            guard label.utf8.count <= maximumLabelLength else { throw ValidationError.labelTooLong }
            if label.hasPrefix("xn--") {
                try checkALabel(label)
            } else if hasReservedHyphens(label) {
                throw ValidationError.reservedHyphens
            }
            result = String(label)
        } else {
            let scalars = Array(label.unicodeScalars)
            // Punycode writes at least one character per scalar, after "xn--": a longer label
            // cannot fit, and is refused before the quadratic encoding runs on it.
            guard scalars.count <= maximumLabelLength - 4 else { throw ValidationError.labelTooLong }
            try checkULabel(scalars)
            guard let encoded = Punycode.encode(scalars) else { throw ValidationError.invalidPunycode }
            result = "xn--" + encoded
        }
        guard result.utf8.count <= maximumLabelLength else { throw ValidationError.labelTooLong }
        return result
    }

    private static func isLDH(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x61...0x7A, 0x30...0x39, 0x2D: true
        default: false
        }
    }

    private static func checkASCII(_ label: Substring) throws {
        if let bad = label.first(where: { !$0.unicodeScalars.allSatisfy(isLDH) }) {
            throw ValidationError.invalidCharacter(bad)
        }
        if label.hasPrefix("-") || label.hasSuffix("-") { throw ValidationError.hyphenAtLabelEdge }
    }

    private static func hasReservedHyphens(_ label: some StringProtocol) -> Bool {
        let utf8 = Array(label.utf8.prefix(4))
        return utf8.count == 4 && utf8[2] == 0x2D && utf8[3] == 0x2D
    }

    /// An `xn--` label must decode to an acceptable non-ASCII label that encodes back to itself.
    private static func checkALabel(_ label: Substring) throws {
        let body = label.dropFirst(4)
        guard !body.isEmpty, let scalars = Punycode.decode(body), !scalars.allSatisfy(\.isASCII) else {
            throw ValidationError.invalidPunycode
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        let unicode = String(view)
        guard unicode == mapped(Substring(unicode)),
              (try? checkULabel(scalars)) != nil,
              Punycode.encode(scalars) == String(body) else {
            throw ValidationError.invalidPunycode
        }
    }

    /// IDNA 2008 rules for a label with non-ASCII letters, kept on the safe side.
    private static func checkULabel(_ scalars: [Unicode.Scalar]) throws {
        guard let first = scalars.first, let last = scalars.last else { throw ValidationError.emptyLabel }
        for scalar in scalars {
            if scalar.isASCII {
                guard isLDH(scalar) else { throw ValidationError.invalidCharacter(Character(scalar)) }
                continue
            }
            if isRightToLeft(scalar) { throw ValidationError.unsupportedScript }
            let properties = scalar.properties
            if isDisallowed(scalar) || properties.isDefaultIgnorableCodePoint || properties.isNoncharacterCodePoint {
                throw ValidationError.invalidCharacter(Character(scalar))
            }
            switch properties.generalCategory {
            case .lowercaseLetter, .otherLetter, .modifierLetter, .nonspacingMark, .spacingMark, .decimalNumber:
                continue
            default:
                throw ValidationError.invalidCharacter(Character(scalar))
            }
        }
        switch first.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: throw ValidationError.leadingCombiningMark
        default: break
        }
        if first == "-" || last == "-" { throw ValidationError.hyphenAtLabelEdge }
        if scalars.count >= 4, scalars[2] == "-", scalars[3] == "-" { throw ValidationError.reservedHyphens }
    }

    /// Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and the other right-to-left blocks.
    private static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }

    /// RFC 5892's exceptions that are DISALLOWED or CONTEXTO, and the old Hangul jamo.
    private static func isDisallowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00B7, 0x0375, 0x0640, 0x07FA, 0x302E, 0x302F, 0x3031...0x3035, 0x303B, 0x30FB: true
        case 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
        default: false
        }
    }
}
