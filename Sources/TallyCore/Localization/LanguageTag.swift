import Foundation

/// A BCP 47 language tag (RFC 5646 `langtag`), checked and written in its canonical case.
///
/// A tag is a language (2 or 3 letters; 5 to 8 letters is reserved for registration, and none
/// is registered) with up to three extended language subtags (3 letters, `zh-yue`), then an
/// optional script (4 letters, `Hans`), an optional region (2 letters or 3 digits, `CH`,
/// `419`), variants (5 to 8 letters or digits, or a digit and 3 more: `1996`, `valencia`; each
/// once), extensions (a singleton other than `x` and subtags of 2 to 8 letters or digits:
/// `u-nu-arab`; each singleton once) and private use (`x` and subtags of 1 to 8: `x-phonebk`).
/// Subtags are ASCII letters and digits, at most 8 long, separated by `-` (or `_` where
/// `allowsUnderscores` is set, as in locale identifiers such as `en_US`). The language and any
/// extended language must be known languages (`Locale.LanguageCode.isoLanguageCodes`, and
/// `qaa`–`qtz`, reserved for private use). A tag is at most ``maximumLength`` bytes.
///
/// The canonical form (RFC 5646, 2.1.1) joins the subtags with `-` and writes the language,
/// extended languages, variants, extensions and private use in lowercase, the script in title
/// case and the region in uppercase: `EN-latn-us-U-NU-ARAB` is `en-Latn-US-u-nu-arab`.
///
/// Checking is one pass over the bytes: a tag's time is linear in its length.
public struct LanguageTag: Sendable, Hashable, CustomStringConvertible {
    /// The tag in canonical form.
    public let identifier: String
    /// The language subtag, lowercase (`pt`).
    public var language: String { String(identifier.prefix { $0 != "-" }) }

    /// The extended language subtags, lowercase (`yue` in `zh-yue`).
    public var extendedLanguages: [String] { mainSubtags.filter { $0.kind == .extendedLanguage }.map(\.text) }
    /// The script subtag, in title case (`Hans`), if any.
    public var script: String? { mainSubtags.first { $0.kind == .script }?.text }
    /// The region subtag, uppercase (`CH`, `419`), if any.
    public var region: String? { mainSubtags.first { $0.kind == .region }?.text }
    /// The variant subtags, lowercase (`1996`, `valencia`).
    public var variants: [String] { mainSubtags.filter { $0.kind == .variant }.map(\.text) }

    /// The kind of a subtag before the extensions.
    private enum Kind { case language, extendedLanguage, script, region, variant }

    /// The subtags before the first singleton, each with its kind, which the canonical case
    /// and the length tell apart: after the language, three lowercase letters are an extended
    /// language, four letters in title case a script, two uppercase letters or three digits a
    /// region, and anything else a variant.
    private var mainSubtags: [(kind: Kind, text: String)] {
        var result: [(kind: Kind, text: String)] = []
        for (index, subtag) in identifier.split(separator: "-").enumerated() {
            if index == 0 { result.append((.language, String(subtag))); continue }
            if subtag.count == 1 { break }
            let kind: Kind
            if subtag.count == 3, subtag.allSatisfy(\.isLowercase) {
                kind = .extendedLanguage
            } else if subtag.count == 4, subtag.first?.isUppercase == true {
                kind = .script
            } else if (subtag.count == 2 && subtag.allSatisfy(\.isUppercase)) || (subtag.count == 3 && subtag.allSatisfy(\.isNumber)) {
                kind = .region
            } else {
                kind = .variant
            }
            result.append((kind, String(subtag)))
        }
        return result
    }

    /// The longest tag read, in bytes: 255.
    public static let maximumLength = 255

    /// The tag in canonical form (``identifier``).
    public var description: String { identifier }

    /// `text` as a tag, or why it is not one.
    ///
    /// - Parameters:
    ///   - text: The whole tag; nothing before or after it (white space, `@` keywords) is taken.
    ///   - allowsUnderscores: Whether `_` separates subtags as `-` does (`pt_BR`).
    /// - Throws: ``LanguageTagError`` naming the first subtag that is wrong.
    public init(_ text: String, allowsUnderscores: Bool = false) throws {
        switch Self.scan(text, allowsUnderscores: allowsUnderscores, stopAtFirstProblem: false) {
        case .tag(let identifier): self.identifier = identifier
        case .refused(let error, _): throw error
        }
    }

    /// `text` as a tag, or why it is not one; the same as ``init(_:allowsUnderscores:)``.
    public static func parse(_ text: String, allowsUnderscores: Bool = false) -> Result<LanguageTag, LanguageTagError> {
        switch scan(text, allowsUnderscores: allowsUnderscores, stopAtFirstProblem: false) {
        case .tag(let identifier): .success(LanguageTag(canonical: identifier))
        case .refused(let error, _): .failure(error)
        }
    }

    /// The longest leading part of `text`, ending at a separator or at its end, that is a valid
    /// tag, in canonical form: `ja_JP_TRADITIONAL` gives `ja-JP` (a variant is at most 8
    /// long), `en-u` gives `en`; nil when the language itself is not valid.
    public static func longestValidPrefix(of text: String, allowsUnderscores: Bool = false) -> LanguageTag? {
        switch scan(text, allowsUnderscores: allowsUnderscores, stopAtFirstProblem: true) {
        case .tag(let identifier): LanguageTag(canonical: identifier)
        case .refused(_, let prefix): prefix.map(LanguageTag.init(canonical:))
        }
    }

    private init(canonical: String) {
        identifier = canonical
    }

    /// Whether `language` (lowercase) is a language a tag may name: one of ISO 639's codes as
    /// Foundation lists them (`Locale.LanguageCode.isoLanguageCodes` with ICU 76, 615 codes), or
    /// in the range `qaa`–`qtz` that ISO 639 and BCP 47 reserve for private use.
    ///
    /// The codes are a sorted table of packed bytes, so the first language tag of a process (its
    /// first string lookup) searches constant data instead of building a set of 615 strings,
    /// which cost 1.26 million instructions. A test compares the table with the platform's list
    /// for every two- and three-letter code.
    static func isKnownLanguage(_ language: String) -> Bool {
        var packed: UInt32 = 0
        var count = 0
        for byte in language.utf8 {
            guard count < 3 else { return false }
            packed = packed << 8 | UInt32(byte)
            count += 1
        }
        guard count >= 2 else { return false }
        // qaa…qtz
        if count == 3, packed >> 16 == 0x71, (packed >> 8) & 0xFF >= 0x61, (packed >> 8) & 0xFF <= 0x74,
           packed & 0xFF >= 0x61, packed & 0xFF <= 0x7A {
            return true
        }
        let codes = isoLanguageCodes
        var low = 0, high = codes.count
        while low < high {
            let middle = (low + high) / 2
            if codes[middle] < packed { low = middle + 1 } else { high = middle }
        }
        return low < codes.count && codes[low] == packed
    }

    /// ISO 639's two- and three-letter codes as Foundation lists them, each packed as its bytes
    /// (`"en"` is 0x656E), sorted.
    static let isoLanguageCodes: [UInt32] = [
        0x6161, 0x6162, 0x6165, 0x6166, 0x616B, 0x616D, 0x616E, 0x6172, 0x6173, 0x6176, 0x6179, 0x617A, 0x6261,
        0x6265, 0x6267, 0x6269, 0x626D, 0x626E, 0x626F, 0x6272, 0x6273, 0x6361, 0x6365, 0x6368, 0x636F, 0x6372,
        0x6373, 0x6375, 0x6376, 0x6379, 0x6461, 0x6465, 0x6476, 0x647A, 0x6565, 0x656C, 0x656E, 0x656F, 0x6573,
        0x6574, 0x6575, 0x6661, 0x6666, 0x6669, 0x666A, 0x666F, 0x6672, 0x6679, 0x6761, 0x6764, 0x676C, 0x676E,
        0x6775, 0x6776, 0x6861, 0x6865, 0x6869, 0x686F, 0x6872, 0x6874, 0x6875, 0x6879, 0x687A, 0x6961, 0x6964,
        0x6965, 0x6967, 0x6969, 0x696B, 0x696F, 0x6973, 0x6974, 0x6975, 0x6A61, 0x6A76, 0x6B61, 0x6B67, 0x6B69,
        0x6B6A, 0x6B6B, 0x6B6C, 0x6B6D, 0x6B6E, 0x6B6F, 0x6B72, 0x6B73, 0x6B75, 0x6B76, 0x6B77, 0x6B79, 0x6C61,
        0x6C62, 0x6C67, 0x6C69, 0x6C6E, 0x6C6F, 0x6C74, 0x6C75, 0x6C76, 0x6D67, 0x6D68, 0x6D69, 0x6D6B, 0x6D6C,
        0x6D6E, 0x6D72, 0x6D73, 0x6D74, 0x6D79, 0x6E61, 0x6E62, 0x6E64, 0x6E65, 0x6E67, 0x6E6C, 0x6E6E, 0x6E6F,
        0x6E72, 0x6E76, 0x6E79, 0x6F63, 0x6F6A, 0x6F6D, 0x6F72, 0x6F73, 0x7061, 0x7069, 0x706C, 0x7073, 0x7074,
        0x7175, 0x726D, 0x726E, 0x726F, 0x7275, 0x7277, 0x7361, 0x7363, 0x7364, 0x7365, 0x7367, 0x7369, 0x736B,
        0x736C, 0x736D, 0x736E, 0x736F, 0x7371, 0x7372, 0x7373, 0x7374, 0x7375, 0x7376, 0x7377, 0x7461, 0x7465,
        0x7467, 0x7468, 0x7469, 0x746B, 0x746E, 0x746F, 0x7472, 0x7473, 0x7474, 0x7477, 0x7479, 0x7567, 0x756B,
        0x7572, 0x757A, 0x7665, 0x7669, 0x766F, 0x7761, 0x776F, 0x7868, 0x7969, 0x796F, 0x7A61, 0x7A68, 0x7A75,
        0x616365, 0x616368, 0x616461, 0x616479, 0x616562, 0x616668, 0x616771, 0x61696E, 0x616B6B, 0x616B7A, 0x616C65,
        0x616C6E, 0x616C74, 0x616E67, 0x616E70, 0x617077, 0x617263, 0x61726E, 0x61726F, 0x617270, 0x617271, 0x617273,
        0x617277, 0x617279, 0x61727A, 0x617361, 0x617365, 0x617374, 0x61766B, 0x617761, 0x62616C, 0x62616E, 0x626172,
        0x626173, 0x626178, 0x626263, 0x62626A, 0x62656A, 0x62656D, 0x626572, 0x626577, 0x62657A, 0x626664, 0x626671,
        0x626763, 0x62676E, 0x62686F, 0x62696B, 0x62696E, 0x626A6E, 0x626B6D, 0x626C61, 0x626C6F, 0x627079, 0x627169,
        0x627261, 0x627268, 0x627278, 0x627373, 0x627561, 0x627567, 0x62756D, 0x62796E, 0x627976, 0x636164, 0x636172,
        0x636179, 0x636368, 0x636370, 0x636562, 0x636767, 0x636862, 0x636867, 0x63686B, 0x63686D, 0x63686E, 0x63686F,
        0x636870, 0x636872, 0x636879, 0x636963, 0x636B62, 0x636F70, 0x637073, 0x637268, 0x637362, 0x637377, 0x64616B,
        0x646172, 0x646176, 0x64656C, 0x64656E, 0x646772, 0x64696E, 0x646A65, 0x646F69, 0x647362, 0x647470, 0x647561,
        0x64756D, 0x64796F, 0x647975, 0x647A67, 0x656275, 0x656669, 0x65676C, 0x656779, 0x656B61, 0x656C78, 0x656E6D,
        0x657375, 0x65776F, 0x657874, 0x66616E, 0x666174, 0x66696C, 0x666974, 0x666F6E, 0x667263, 0x66726D, 0x66726F,
        0x667270, 0x667272, 0x667273, 0x667572, 0x676161, 0x676167, 0x67616E, 0x676179, 0x676261, 0x67627A, 0x67657A,
        0x67696C, 0x676C6B, 0x676D68, 0x676F68, 0x676F6D, 0x676F6E, 0x676F72, 0x676F74, 0x677262, 0x677263, 0x677377,
        0x677563, 0x677572, 0x67757A, 0x677769, 0x686169, 0x68616B, 0x686177, 0x686966, 0x68696C, 0x686974, 0x686D6E,
        0x687362, 0x68736E, 0x687570, 0x696261, 0x696262, 0x696C6F, 0x696E68, 0x697A68, 0x6A616D, 0x6A626F, 0x6A676F,
        0x6A6D63, 0x6A7072, 0x6A7262, 0x6A7574, 0x6B6161, 0x6B6162, 0x6B6163, 0x6B616A, 0x6B616D, 0x6B6177, 0x6B6264,
        0x6B626C, 0x6B6367, 0x6B6465, 0x6B6561, 0x6B656E, 0x6B666F, 0x6B6770, 0x6B6861, 0x6B686F, 0x6B6871, 0x6B6877,
        0x6B6975, 0x6B6B6A, 0x6B6C6E, 0x6B6D62, 0x6B6F69, 0x6B6F6B, 0x6B6F73, 0x6B7065, 0x6B7263, 0x6B7269, 0x6B726A,
        0x6B726C, 0x6B7275, 0x6B7362, 0x6B7366, 0x6B7368, 0x6B756D, 0x6B7574, 0x6B7876, 0x6C6164, 0x6C6167, 0x6C6168,
        0x6C616D, 0x6C657A, 0x6C666E, 0x6C696A, 0x6C6976, 0x6C6B74, 0x6C6D6F, 0x6C6F6C, 0x6C6F7A, 0x6C7263, 0x6C7467,
        0x6C7561, 0x6C7569, 0x6C756E, 0x6C756F, 0x6C7573, 0x6C7574, 0x6C7579, 0x6C7A68, 0x6C7A7A, 0x6D6164, 0x6D6166,
        0x6D6167, 0x6D6169, 0x6D616B, 0x6D616E, 0x6D6173, 0x6D6465, 0x6D6466, 0x6D6468, 0x6D6472, 0x6D656E, 0x6D6572,
        0x6D6665, 0x6D6761, 0x6D6768, 0x6D676F, 0x6D6963, 0x6D6964, 0x6D696E, 0x6D6973, 0x6D6E63, 0x6D6E69, 0x6D6F68,
        0x6D6F73, 0x6D726A, 0x6D7561, 0x6D756C, 0x6D7573, 0x6D776C, 0x6D7772, 0x6D7776, 0x6D7965, 0x6D7976, 0x6D7A6E,
        0x6E616E, 0x6E6170, 0x6E6171, 0x6E6473, 0x6E6577, 0x6E6961, 0x6E6975, 0x6E6A6F, 0x6E6D67, 0x6E6E68, 0x6E6E70,
        0x6E6F67, 0x6E6F6E, 0x6E6F76, 0x6E716F, 0x6E736F, 0x6E7573, 0x6E7763, 0x6E796D, 0x6E796E, 0x6E796F, 0x6E7A69,
        0x6F7361, 0x6F7461, 0x6F746B, 0x6F7569, 0x706167, 0x70616C, 0x70616D, 0x706170, 0x706175, 0x706364, 0x70636D,
        0x706463, 0x706474, 0x70656F, 0x70666C, 0x70686E, 0x706D73, 0x706E74, 0x706F6E, 0x70716D, 0x707267, 0x70726F,
        0x717563, 0x717567, 0x72616A, 0x726170, 0x726172, 0x72656A, 0x72676E, 0x726867, 0x726966, 0x726F66, 0x726F6D,
        0x72746D, 0x727565, 0x727567, 0x727570, 0x72776B, 0x736164, 0x736168, 0x73616D, 0x736171, 0x736173, 0x736174,
        0x73617A, 0x736261, 0x736270, 0x73636E, 0x73636F, 0x736463, 0x736468, 0x736565, 0x736568, 0x736569, 0x73656C,
        0x736573, 0x736761, 0x736773, 0x736869, 0x73686E, 0x736875, 0x736964, 0x736A64, 0x736A65, 0x736A75, 0x736C69,
        0x736C79, 0x736D61, 0x736D6A, 0x736D6E, 0x736D73, 0x736E6B, 0x736F67, 0x73726E, 0x737272, 0x737379, 0x737471,
        0x73756B, 0x737573, 0x737578, 0x737762, 0x737963, 0x737972, 0x737A6C, 0x746379, 0x74656D, 0x74656F, 0x746572,
        0x746574, 0x746967, 0x746976, 0x746B6C, 0x746B72, 0x746C68, 0x746C69, 0x746C79, 0x746D68, 0x746F67, 0x746F6B,
        0x747069, 0x747275, 0x747276, 0x747364, 0x747369, 0x747474, 0x74756D, 0x74766C, 0x747771, 0x747976, 0x747A6D,
        0x75646D, 0x756761, 0x756D62, 0x756E64, 0x766169, 0x766563, 0x766570, 0x766C73, 0x766D66, 0x766D77, 0x766F74,
        0x76726F, 0x76756E, 0x776165, 0x77616C, 0x776172, 0x776173, 0x776270, 0x777575, 0x78616C, 0x786D66, 0x786E72,
        0x786F67, 0x79616F, 0x796170, 0x796176, 0x796262, 0x79726C, 0x797565, 0x7A6170, 0x7A626C, 0x7A6561, 0x7A656E,
        0x7A6768, 0x7A756E, 0x7A7878, 0x7A7A61,
    ]

    // MARK: Scanning

    private enum Scan {
        /// The whole text is a tag, in canonical form.
        case tag(String)
        /// The first problem, and the longest valid prefix in canonical form, if any.
        case refused(LanguageTagError, prefix: String?)
    }

    /// Where a subtag stands, which decides what it may be.
    private enum Place {
        case language, afterLanguage, afterScript, afterRegion, afterVariant
        /// After a singleton; `subtags` counts the subtags read since it.
        case inExtension(subtags: Int)
        case inPrivateUse(subtags: Int)
    }

    private static func scan(_ text: String, allowsUnderscores: Bool, stopAtFirstProblem: Bool) -> Scan {
        guard !text.isEmpty else { return .refused(.empty, prefix: nil) }
        guard text.utf8.count <= maximumLength else {
            // The canonical prefix of a long text is still wanted by the lenient readers.
            if stopAtFirstProblem {
                let head = String(decoding: text.utf8.prefix(maximumLength), as: UTF8.self)
                return .refused(.tooLong(text, limit: maximumLength), prefix: longestValidPrefix(of: head, allowsUnderscores: allowsUnderscores)?.identifier)
            }
            return .refused(.tooLong(text, limit: maximumLength), prefix: nil)
        }
        func isSeparator(_ byte: UInt8) -> Bool { byte == 0x2D || (allowsUnderscores && byte == 0x5F) }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func subtagText(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var validLength = 0  // the bytes of `output` that make a valid tag
        var place = Place.language
        var extendedLanguages = 0
        var languageLength = 0
        var variants: [[UInt8]] = []
        var singletons: [UInt8] = []

        func refuse(_ error: LanguageTagError) -> Scan {
            .refused(error, prefix: validLength > 0 ? String(decoding: output[..<validLength], as: UTF8.self) : nil)
        }
        /// Appends `subtag` after a separator: lowercase, title case or uppercase.
        func write(_ subtag: ArraySlice<UInt8>, title: Bool = false, upper: Bool = false) {
            if !output.isEmpty { output.append(0x2D) }
            var first = true
            for byte in subtag {
                let makeUpper = upper || (title && first)
                output.append(isLetter(byte) ? (makeUpper ? byte & ~0x20 : byte | 0x20) : byte)
                first = false
            }
        }

        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, !isSeparator(bytes[end]) { end += 1 }
            let subtag = bytes[start..<end]
            start = end + 1
            guard !subtag.isEmpty else { return refuse(.emptySubtag(text)) }
            let count = subtag.count
            let letters = subtag.allSatisfy(isLetter)
            let digits = subtag.allSatisfy(isDigit)
            let malformed = LanguageTagError.malformedSubtag(
                text, subtag: subtagText(subtag), expected: expectation(place, extendedLanguages: extendedLanguages, languageLength: languageLength))
            guard count <= 8, subtag.allSatisfy({ isLetter($0) || isDigit($0) }) else { return refuse(malformed) }
            var endsTag = true
            switch place {
            case .language:
                guard letters, (2...3).contains(count) || (5...8).contains(count) else { return refuse(malformed) }
                write(subtag)
                guard isKnownLanguage(String(decoding: output, as: UTF8.self)) else {
                    return refuse(.unknownLanguage(text, language: subtagText(subtag)))
                }
                languageLength = count
                place = .afterLanguage
            case .afterLanguage, .afterScript, .afterRegion, .afterVariant:
                let afterLanguage = if case .afterLanguage = place { true } else { false }
                let afterScript = if case .afterScript = place { true } else { false }
                if afterLanguage, letters, count == 3, languageLength <= 3, extendedLanguages < 3 {
                    guard isKnownLanguage(String(decoding: subtag.map { $0 | 0x20 }, as: UTF8.self)) else {
                        return refuse(.unknownLanguage(text, language: subtagText(subtag)))
                    }
                    write(subtag)
                    extendedLanguages += 1
                } else if afterLanguage, letters, count == 4 {
                    write(subtag, title: true)
                    place = .afterScript
                } else if afterLanguage || afterScript, (letters && count == 2) || (digits && count == 3) {
                    write(subtag, upper: true)
                    place = .afterRegion
                } else if count >= 5 || (count == 4 && isDigit(subtag[subtag.startIndex])) {
                    let lowered = subtag.map { isLetter($0) ? $0 | 0x20 : $0 }
                    guard !variants.contains(lowered) else { return refuse(.duplicateVariant(text, variant: subtagText(subtag))) }
                    variants.append(lowered)
                    write(subtag)
                    place = .afterVariant
                } else if count == 1 {
                    let singleton = isLetter(subtag[subtag.startIndex]) ? subtag[subtag.startIndex] | 0x20 : subtag[subtag.startIndex]
                    guard !singletons.contains(singleton) else { return refuse(.duplicateExtension(text, singleton: subtagText(subtag))) }
                    singletons.append(singleton)
                    write(subtag)
                    place = singleton == 0x78 ? .inPrivateUse(subtags: 0) : .inExtension(subtags: 0)
                    endsTag = false  // a singleton needs a subtag after it
                } else {
                    return refuse(malformed)
                }
            case .inExtension(let subtags):
                if count == 1, subtags > 0 {
                    let singleton = isLetter(subtag[subtag.startIndex]) ? subtag[subtag.startIndex] | 0x20 : subtag[subtag.startIndex]
                    guard !singletons.contains(singleton) else { return refuse(.duplicateExtension(text, singleton: subtagText(subtag))) }
                    singletons.append(singleton)
                    write(subtag)
                    place = singleton == 0x78 ? .inPrivateUse(subtags: 0) : .inExtension(subtags: 0)
                    endsTag = false
                } else {
                    guard count >= 2 else { return refuse(malformed) }
                    write(subtag)
                    place = .inExtension(subtags: subtags + 1)
                }
            case .inPrivateUse(let subtags):
                write(subtag)
                place = .inPrivateUse(subtags: subtags + 1)
            }
            if endsTag { validLength = output.count }
        }
        switch place {
        case .inExtension(0), .inPrivateUse(0):
            // The text ends with a singleton.
            let singleton = String(decoding: bytes.suffix(1), as: UTF8.self)
            return refuse(.malformedSubtag(text, subtag: singleton, expected: "a whole extension: a singleton needs subtags after it, as in u-nu-arab or x-private"))
        default:
            return .tag(String(decoding: output, as: UTF8.self))
        }
    }

    /// What a subtag at `place` may be, as the message says it.
    private static func expectation(_ place: Place, extendedLanguages: Int, languageLength: Int) -> String {
        let variant = "a variant (5 to 8 letters or digits, or a digit and 3 more, such as 1996)"
        let extensions = "an extension (a letter or digit, then subtags, such as u-nu-arab), or x and private subtags; subtags are at most 8 ASCII letters or digits"
        switch place {
        case .language:
            return "a language subtag: 2 or 3 letters, such as en or fil"
        case .afterLanguage:
            let extended = languageLength <= 3 && extendedLanguages < 3 ? "an extended language (3 letters, such as yue), " : ""
            return "\(extended)a script (4 letters, such as Latn), a region (2 letters or 3 digits, such as CH or 419), \(variant), or \(extensions)"
        case .afterScript:
            return "a region (2 letters or 3 digits, such as CH or 419), \(variant), or \(extensions)"
        case .afterRegion, .afterVariant:
            return "\(variant), or \(extensions)"
        case .inExtension(let subtags):
            return subtags == 0 ? "an extension subtag: 2 to 8 letters or digits after the singleton, such as nu in u-nu-arab"
                : "an extension subtag (2 to 8 letters or digits), another singleton, or x and private subtags"
        case .inPrivateUse:
            return "a private use subtag: 1 to 8 letters or digits after x"
        }
    }
}
