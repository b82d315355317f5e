import Foundation

/// An opaque sRGB colour written as a hex code: what a person types into a colour field and what
/// an app stores for a category's colour.
///
/// Canonical form: `#` and six upper-case digits (`#3B82F6`). ``parse(_:)`` also reads what people
/// type and what other apps store (`3b82f6`, `#38F`, surrounding spaces and newlines) and says
/// exactly what it normalized, so nothing is changed behind anyone's back: parsing a canonical
/// string and formatting the result gives the same string, and a non-canonical one comes back
/// with ``Normalization`` flags the UI can show ("stored as #3388FF").
///
/// Colours with alpha (`#RRGGBBAA`, `#RGBA`) are rejected with
/// ``ParseError/alphaNotSupported(text:)``:
/// - a category swatch is opaque, and its text colour (``CategoryPalette/swatchTextColor(on:)``)
///   is only guaranteed against an opaque colour;
/// - eight digits are ambiguous: CSS reads `#RRGGBBAA`, Android and .NET store `#AARRGGBB`;
///   guessing would change someone's colour, and dropping the alpha would too.
public struct HexColor: Sendable, Hashable, CustomStringConvertible {
    /// The colour as a 24-bit `0xRRGGBB` value.
    public let rgb: UInt32

    /// A colour from a 24-bit `0xRRGGBB` value.
    ///
    /// - Precondition: `rgb` fits in 24 bits (at most `0xFFFFFF`); nothing is masked off silently.
    public init(rgb: UInt32) {
        precondition(rgb <= 0xFF_FFFF, "HexColor takes a 24-bit 0xRRGGBB value")
        self.rgb = rgb
    }

    /// A colour from its three 8-bit components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        rgb = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    /// Parses `text` (see ``parse(_:)`` for what is accepted).
    ///
    /// - Throws: ``ParseError`` when `text` is not a colour code.
    public init(_ text: String) throws {
        switch Self.parse(text) {
        case .success(let parsed): self = parsed.color
        case .failure(let error): throw error
        }
    }

    /// The red component, 0…255.
    public var red: UInt8 { UInt8(truncatingIfNeeded: rgb >> 16) }
    /// The green component, 0…255.
    public var green: UInt8 { UInt8(truncatingIfNeeded: rgb >> 8) }
    /// The blue component, 0…255.
    public var blue: UInt8 { UInt8(truncatingIfNeeded: rgb) }

    /// The colour as a token colour (opaque sRGB), for contrast checks and for drawing.
    public var color: TokenColor { TokenColor(rgb: rgb) }

    /// The canonical code: `#` and six upper-case hex digits, `#3B82F6`.
    public var hex: String {
        let digits = String(rgb, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    /// The canonical code, ``hex``.
    public var description: String { hex }

    // MARK: - Parsing

    /// What ``parse(_:)`` changed to reach the canonical form.
    public struct Normalization: OptionSet, Sendable, Hashable {
        /// The raw bit set.
        public let rawValue: Int

        /// A set from its raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Spaces, tabs or newlines around the code were removed.
        public static let trimmedWhitespace = Normalization(rawValue: 1 << 0)
        /// The code had no leading `#`.
        public static let addedHash = Normalization(rawValue: 1 << 1)
        /// Lower-case digits `a`…`f` were upper-cased.
        public static let uppercased = Normalization(rawValue: 1 << 2)
        /// A three-digit code was expanded, `#38F` → `#3388FF`.
        public static let expandedShortForm = Normalization(rawValue: 1 << 3)
    }

    /// A successfully parsed code: the colour, the text as given and what was normalized.
    public struct Parsed: Sendable, Hashable {
        /// The colour.
        public let color: HexColor
        /// The text exactly as it was given.
        public let input: String
        /// What was changed to reach ``canonical``; empty exactly when `input == canonical`.
        public let normalization: Normalization

        /// The canonical code that should be stored and shown: ``HexColor/hex``.
        public var canonical: String { color.hex }

        /// Whether the input was already canonical, so storing ``canonical`` changes nothing.
        public var isCanonical: Bool { normalization.isEmpty }
    }

    /// Why a text is not a colour code. Every case reads ``message(locale:language:)`` from the String
    /// Catalog (`colorPicker.error.invalidHex`).
    public enum ParseError: Error, Sendable, Hashable {
        /// Nothing but whitespace, or a `#` with no digits.
        case empty
        /// A character that is not a hex digit `0`…`9`, `a`…`f`, `A`…`F` (the first one found;
        /// only ASCII digits count, and only one leading `#` is allowed), and the text.
        case invalidCharacter(Character, text: String)
        /// Hex digits but not 3 or 6 of them (nor the 4 or 8 of a code with alpha), and the text.
        case wrongLength(digits: Int, text: String)
        /// Four or eight digits: a colour with alpha, which Tally does not take (see ``HexColor``).
        case alphaNotSupported(text: String)

        /// The text that was refused, trimmed of surrounding whitespace and cut to 64 characters;
        /// empty for ``empty``.
        public var text: String {
            switch self {
            case .empty: ""
            case .invalidCharacter(_, let text), .wrongLength(_, let text), .alphaNotSupported(let text): text
            }
        }

        /// The localized message a person reads: “<text>” is not a color code like #3B82F6.
        /// The text is in `language`, or in `locale`'s language when it is nil.
        public func message(locale: Locale, language: TallyLanguage? = nil) -> String {
            Localizer.string(.colorPickerErrorInvalidHex, language: language, locale: locale, arguments: [.string(text)])
        }
    }

    /// The most characters of a refused text an error keeps.
    private static let maximumErrorTextLength = 64

    /// Reads a colour code.
    ///
    /// Accepts, after trimming whitespace and newlines around it: an optional single `#`, then
    /// three or six ASCII hex digits in either case. `#38F` means `#3388FF`, as in CSS.
    ///
    /// - Returns: The colour with what was normalized, or the ``ParseError``. The checks run in
    ///   this order: empty, invalid character, length.
    public static func parse(_ text: String) -> Result<Parsed, ParseError> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var normalization: Normalization = trimmed == text ? [] : .trimmedWhitespace
        var digits = Substring(trimmed)
        if digits.first == "#" {
            digits = digits.dropFirst()
        } else {
            normalization.insert(.addedHash)
        }
        guard !digits.isEmpty else { return .failure(.empty) }

        let shown = String(trimmed.prefix(maximumErrorTextLength))
        var values: [UInt32] = []
        values.reserveCapacity(digits.count)
        for character in digits {
            guard let value = asciiHexValue(character) else {
                return .failure(.invalidCharacter(character, text: shown))
            }
            if character.isLowercase { normalization.insert(.uppercased) }
            values.append(value)
        }

        let rgb: UInt32
        switch values.count {
        case 3:
            normalization.insert(.expandedShortForm)
            rgb = values.reduce(0) { ($0 << 8) | ($1 << 4) | $1 }
        case 6:
            rgb = values.reduce(0) { ($0 << 4) | $1 }
        case 4, 8:
            return .failure(.alphaNotSupported(text: shown))
        default:
            return .failure(.wrongLength(digits: values.count, text: shown))
        }
        return .success(Parsed(color: HexColor(rgb: rgb), input: text, normalization: normalization))
    }

    /// The value of an ASCII hex digit, or nil for anything else (including full-width digits,
    /// which `Character.hexDigitValue` would accept).
    private static func asciiHexValue(_ character: Character) -> UInt32? {
        guard let ascii = character.asciiValue else { return nil }
        switch ascii {
        case 0x30...0x39: return UInt32(ascii - 0x30)
        case 0x41...0x46: return UInt32(ascii - 0x41 + 10)
        case 0x61...0x66: return UInt32(ascii - 0x61 + 10)
        default: return nil
        }
    }
}

extension HexColor.ParseError: LocalizedError {
    /// The message in the app's language (``TallyLocalization/language``); views should pass the
    /// environment's language to ``message(locale:language:)`` instead.
    public var errorDescription: String? { message(locale: .current, language: TallyLocalization.language) }
}
