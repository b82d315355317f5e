import Foundation

/// The locale an amount is written in, for a locale an app or a person hands Tally: the same
/// locale, unless its numbering system is one Tally does not write amounts in.
///
/// Tally writes amounts only in a positional decimal numbering system whose ten digits are
/// consecutive Unicode decimal digits (general category Nd) from zero to nine: `latn` (0…9),
/// `arab` (٠…٩), `arabext`, `deva`, `beng`, `thai`, `tamldec`, `fullwide` and the other numeric
/// systems of CLDR. A locale's `numbers` keyword (`@numbers=roman`, or `-u-nu-roman` in BCP 47
/// form) can name another kind of system:
/// - an additive one (`roman`, `hebr`, `armn`, `geor`, `grek`, `taml`, `jpanfin`, `hans`…),
///   which has no digits to group or to pad a fraction with, and in which the platform's
///   `NumberFormatter` writes a positive amount with a minus sign and without its currency
///   ("−V" for 5 dollars in `en_US@numbers=roman`);
/// - `hanidec` (〇一二…九), positional but with ideographs that are not decimal digits;
/// - a name the platform does not know, with which its `NumberFormatter` stops the process.
///
/// Such a locale is written with its `numbers` keyword removed, every other part kept (language,
/// script, region, variants, other keywords): in its default digits.
///
/// Only an identifier that carries a `numbers` keyword or a `-u-nu-` key is looked at further
/// (a scan of its bytes), so an ordinary locale pays next to nothing. A numbering system a locale holds only as a
/// preference, outside its identifier, is not seen.
@_spi(Tally) public struct AmountLocale: Sendable {
    /// The locale amounts are written in.
    let locale: Locale
    /// The numbering system the locale asked for and amounts are not written in; nil when they
    /// are written in the locale's own.
    @_spi(Tally) public let replacedNumberingSystem: String?

    /// The locale amounts in `locale` are written in, and the numbering system that was replaced,
    /// if any.
    @_spi(Tally) public static func resolve(_ locale: Locale) -> AmountLocale {
        let identifier = locale.identifier
        guard namesNumberingSystem(identifier) else { return AmountLocale(locale: locale, replacedNumberingSystem: nil) }
        let system = locale.numberingSystem.identifier
        guard !isPositionalDecimal(system) else { return AmountLocale(locale: locale, replacedNumberingSystem: nil) }
        let stripped = Locale(identifier: removingNumberingSystem(from: identifier))
        if isPositionalDecimal(stripped.numberingSystem.identifier) {
            return AmountLocale(locale: stripped, replacedNumberingSystem: system)
        }
        // A spelling of the keyword the removal above does not know: the language alone.
        return AmountLocale(locale: Locale(identifier: locale.language.languageCode?.identifier ?? ""), replacedNumberingSystem: system)
    }

    /// Whether Tally writes amounts in the numbering system named `system` (CLDR's name, exactly
    /// as the platform spells it: `latn`, `arab`, `deva`): the platform knows it and writes
    /// 1234567890 in it as ten consecutive decimal digits of one Unicode digit set. Learned from
    /// the platform once per name.
    static func isPositionalDecimal(_ system: String) -> Bool {
        if system == "latn" { return true }
        return verdicts.value(for: system) { probe(system) }
    }

    private static let verdicts = CompiledCache<String, Bool>()

    /// The numbering systems the platform knows, by name.
    private static let knownSystems: Set<String> = Set(Locale.NumberingSystem.availableNumberingSystems.map { $0.identifier })

    /// Whether the platform's `NumberFormatter` writes 1234567890, ungrouped, in `system` as the
    /// digits one to nine and zero of one run of ten decimal digits (general category Nd). A name
    /// the platform does not know is not probed: its `NumberFormatter` would stop the process.
    /// (The format styles are no guide: they write an additive system such as roman in ASCII
    /// digits, where `NumberFormatter` writes 5 as "−V".)
    private static func probe(_ system: String) -> Bool {
        guard knownSystems.contains(system) else { return false }
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en@numbers=" + system)
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = false
        guard let text = formatter.string(from: 1_234_567_890) else { return false }
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 10, let zero = scalars.last, Unicode.Scalar.decimalDigitZeros.contains(zero.value) else { return false }
        for (index, scalar) in scalars.dropLast().enumerated() where scalar.value != zero.value + UInt32(index + 1) {
            return false
        }
        return true
    }

    /// Whether `identifier` may carry a numbering system: a keyword `numbers=` (in any case), or
    /// a `nu` key in a BCP 47 `-u-` extension. One pass over the bytes, with no allocation: this
    /// runs for every locale a process compiles symbols or a formatter for.
    static func namesNumberingSystem(_ identifier: String) -> Bool {
        // The last eight bytes, lowercased, against "numbers=".
        let keyword: UInt64 = 0x6E75_6D62_6572_733D
        var window: UInt64 = 0
        // BCP 47: the current subtag's length and first two bytes, and whether a "u" singleton
        // opened an extension that is still open. Subtags end at "@", where keywords begin.
        var subtagLength = 0
        var subtag: UInt16 = 0
        var inUnicodeExtension = false
        var inSubtags = true
        /// Ends the current subtag; true when it is the key "nu" of a Unicode extension.
        func endSubtag() -> Bool {
            defer { subtagLength = 0; subtag = 0 }
            if subtagLength == 1 {
                inUnicodeExtension = subtag == 0x75  // "u"
                return false
            }
            return inUnicodeExtension && subtagLength == 2 && subtag == 0x6E75  // "nu"
        }
        for byte in identifier.utf8 {
            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            window = window << 8 | UInt64(lower)
            if window == keyword { return true }
            guard inSubtags else { continue }
            if byte == 0x40 || byte == 0x2D || byte == 0x5F {  // "@", "-" or "_"
                if endSubtag() { return true }
                inSubtags = byte != 0x40
            } else {
                if subtagLength < 2 { subtag = subtag << 8 | UInt16(lower) }
                subtagLength += 1
            }
        }
        return inSubtags && endSubtag()
    }

    /// `identifier` without its numbering system: every `numbers=…` keyword after "@" and every
    /// `nu` key with its value in a BCP 47 `-u-` extension (and the extension when nothing is
    /// left in it); everything else as written.
    static func removingNumberingSystem(from identifier: String) -> String {
        var base = Substring(identifier)
        var keywords: [Substring] = []
        if let at = identifier.firstIndex(of: "@") {
            base = identifier[..<at]
            keywords = identifier[identifier.index(after: at)...].split(separator: ";").filter { entry in
                let key = entry.prefix { $0 != "=" }.trimmingCharacters(in: .whitespaces)
                return key.lowercased() != "numbers"
            }
        }
        // The base as subtags, each with the separator before it.
        var subtags: [(separator: Character?, text: Substring)] = []
        var start = base.startIndex
        var separator: Character?
        for index in base.indices where base[index] == "-" || base[index] == "_" {
            subtags.append((separator, base[start..<index]))
            separator = base[index]
            start = base.index(after: index)
        }
        subtags.append((separator, base[start...]))
        var kept: [(separator: Character?, text: Substring)] = []
        var extensionStart: Int?
        var index = 0
        while index < subtags.count {
            let text = subtags[index].text
            if text.count == 1 {
                // A singleton ends the extension before it, and may open a Unicode one.
                if let opened = extensionStart, opened == kept.count - 1 { kept.removeLast() }
                extensionStart = text.lowercased() == "u" ? kept.count : nil
            } else if extensionStart != nil, text.count == 2, text.lowercased() == "nu" {
                // The key and its value: the subtags up to the next key or singleton.
                index += 1
                while index < subtags.count, subtags[index].text.count > 2 { index += 1 }
                continue
            }
            kept.append(subtags[index])
            index += 1
        }
        if let opened = extensionStart, opened == kept.count - 1 { kept.removeLast() }
        var result = ""
        for subtag in kept {
            if let separator = subtag.separator, !result.isEmpty { result.append(separator) }
            result += subtag.text
        }
        if !keywords.isEmpty { result += "@" + keywords.joined(separator: ";") }
        return result
    }
}
