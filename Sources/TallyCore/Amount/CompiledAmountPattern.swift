import Foundation

/// What compilation learns from the platform for one locale, currency and style.
struct CompiledAmountPattern: Sendable, Hashable {
    var symbols: NumberSymbols
    var positivePrefix: String
    var positiveSuffix: String
    /// The affixes of a negative amount: learned with the rest from a `NumberFormatter`, or asked
    /// of `FloatingPointFormatStyle` the first time a negative amount is written, once (a format
    /// of its own, 0.25 million instructions in a cold process where the symbol touches the
    /// digits, which the first VoiceOver value of an amount, never negative, would otherwise pay).
    let negativeAffixes: LazyValue<Affixes>
    var rounding: DecimalRounding
    /// The affixes of a positive amount written with its sign ("+$" in en_US, "US$ +" in nl_NL):
    /// asked of `FloatingPointFormatStyle` with its sign always shown the first time an amount is
    /// written with a plus, once; from a `NumberFormatter`, the negative form with its minus sign
    /// replaced by the plus sign, as ICU writes a shown plus.
    let plusAffixes: LazyValue<Affixes>
    /// What is written for not a number, and whether a negative amount that rounds to zero keeps
    /// its minus sign: the two forms no typed amount shows, learned with the rest from a
    /// `NumberFormatter`, or asked of `FloatingPointFormatStyle` the first time either is needed,
    /// once (two formats, which the first VoiceOver value would otherwise pay).
    let rareForms: LazyValue<RareForms>

    /// The text before and after a number.
    struct Affixes: Sendable, Hashable {
        var prefix: String
        var suffix: String
    }

    /// The text before a negative number ("-$" in en_US).
    var negativePrefix: String { negativeAffixes.value.prefix }
    /// The text after a negative number.
    var negativeSuffix: String { negativeAffixes.value.suffix }
    /// The text before a positive number written with its sign ("+$" in en_US).
    var plusPrefix: String { plusAffixes.value.prefix }
    /// The text after a positive number written with its sign.
    var plusSuffix: String { plusAffixes.value.suffix }

    /// Equal when every amount is written alike: the forms learned on demand are compared as
    /// learned (which may ask the style for them).
    static func == (lhs: CompiledAmountPattern, rhs: CompiledAmountPattern) -> Bool {
        lhs.symbols == rhs.symbols && lhs.positivePrefix == rhs.positivePrefix && lhs.positiveSuffix == rhs.positiveSuffix
            && lhs.rounding == rhs.rounding
            && (lhs.negativeAffixes === rhs.negativeAffixes || lhs.negativeAffixes.value == rhs.negativeAffixes.value)
            && (lhs.rareForms === rhs.rareForms || lhs.rareForms.value == rhs.rareForms.value)
            && (lhs.plusAffixes === rhs.plusAffixes || lhs.plusAffixes.value == rhs.plusAffixes.value)
    }

    /// Hashes what ``==(_:_:)`` compares, but the forms learned on demand, which hashing does not
    /// ask for.
    func hash(into hasher: inout Hasher) {
        hasher.combine(symbols)
        hasher.combine(positivePrefix)
        hasher.combine(positiveSuffix)
        hasher.combine(rounding)
    }

    /// The two forms no typed amount shows.
    struct RareForms: Sendable, Hashable {
        /// What is written for not a number ("NaN", "$NaN").
        var notANumberText: String
        /// Whether a negative amount that rounds to zero is written negative ("-$0.00").
        var negativeZeroKeepsSign: Bool
    }

    /// What is written for not a number ("NaN", "$NaN").
    var notANumberText: String { rareForms.value.notANumberText }

    /// Whether a negative amount that rounds to zero is written negative ("-$0.00").
    var negativeZeroKeepsSign: Bool { rareForms.value.negativeZeroKeepsSign }

    /// Whether `tiny`, a negative value that rounded to zero, shows the `negative` affixes, and
    /// they differ from the `positive` ones.
    private static func keepsNegativeForm(_ tiny: ProbeText, positive: Affixes, negative: Affixes) -> Bool {
        tiny.prefix == negative.prefix && tiny.suffix == negative.suffix && negative != positive
    }

    /// The probe: 13 integer digits that hold every digit 0…9 once in a known order, and a
    /// two-digit fraction, all exact in binary floating point (the platform converts to `Double`).
    static let probe = 1_234_567_890_123.25
    /// The probe's integer digits, in order.
    static let probeIntegerDigits: [Int] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3]

    /// What the platform writes for `locale`, `currencyCode` and `style`; from
    /// `FloatingPointFormatStyle` where it reads the same data (a currency with the platform's
    /// own symbol, ``currencyFromFormatStyle(locale:currencyCode:)``) unless `formatStyle` is
    /// false, from a `NumberFormatter` otherwise.
    init(locale: Locale, currencyCode: String, currencySymbol: String? = nil, style: AmountFormatter.Style, formatStyle: Bool = true) {
        if formatStyle, style != .decimal, currencySymbol == nil,
           let learned = Self.currencyFromFormatStyle(locale: locale, currencyCode: currencyCode, accounting: style == .accounting) {
            self = learned
            return
        }
        let formatter = NumberFormatter()
        formatter.locale = locale
        switch style {
        case .currency: formatter.numberStyle = .currency
        case .accounting: formatter.numberStyle = .currencyAccounting
        case .decimal: formatter.numberStyle = .decimal
        }
        if style != .decimal {
            formatter.currencyCode = currencyCode
            // An app's own currency: its symbol where the locale puts a symbol.
            if let currencySymbol { formatter.currencySymbol = currencySymbol }
        }
        // Two fraction digits make the decimal separator visible; the affixes and symbols do not
        // depend on the number of fraction digits.
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        let minusSign = formatter.minusSign ?? "-"
        let plusSign = formatter.plusSign ?? "+"
        self.rounding = DecimalRounding(formatter.roundingMode)
        let notANumberText = formatter.string(from: NSDecimalNumber.notANumber) ?? "NaN"

        func format(_ value: Double) -> ProbeText? {
            formatter.string(from: NSNumber(value: value)).flatMap(ProbeText.init)
        }
        guard let positive = format(Self.probe), let negative = format(-Self.probe),
              let layout = ProbeLayout(positive.body, integerDigits: Self.probeIntegerDigits, fractionDigits: 2),
              negative.body == positive.body
        else {
            // The platform printed something this reader does not understand: fall back to plain
            // ASCII, which the differential tests would report for the locale.
            self.symbols = NumberSymbols(decimalSeparator: ".", groupingSeparator: ",", minusSign: minusSign)
            self.positivePrefix = ""
            self.positiveSuffix = ""
            self.negativeAffixes = LazyValue { Affixes(prefix: minusSign, suffix: "") }
            self.plusAffixes = LazyValue { Affixes(prefix: plusSign, suffix: "") }
            self.rareForms = LazyValue { RareForms(notANumberText: notANumberText, negativeZeroKeepsSign: true) }
            return
        }
        if style == .accounting, !Self.accountingWritesCurrency(positive, locale: locale, currencyCode: currencyCode, currencySymbol: currencySymbol) {
            // The platform's accounting style did not write this currency (swift-corelibs-foundation
            // ignores the currency of its accounting style): the currency style, which does.
            self = CompiledAmountPattern(locale: locale, currencyCode: currencyCode, currencySymbol: currencySymbol, style: .currency,
                                         formatStyle: false)
            return
        }
        positivePrefix = positive.prefix
        positiveSuffix = positive.suffix
        let negativeAffixes = Affixes(prefix: negative.prefix, suffix: negative.suffix)
        self.negativeAffixes = LazyValue { negativeAffixes }
        let plusAffixes = Self.plusAffixes(negative: negativeAffixes, positive: Affixes(prefix: positive.prefix, suffix: positive.suffix),
                                           minusSign: minusSign, plusSign: plusSign)
        self.plusAffixes = LazyValue { plusAffixes }

        symbols = Self.symbols(layout: layout, minusSign: minusSign, locale: locale, format: format,
                               accountingCode: style == .accounting ? currencyCode : nil)

        // A tiny negative value rounds to zero at two (or three) fraction digits: does the
        // platform keep the negative form?
        let keepsSign = format(-0.000_01).map {
            Self.keepsNegativeForm($0, positive: Affixes(prefix: positive.prefix, suffix: positive.suffix), negative: negativeAffixes)
        } ?? false
        rareForms = LazyValue { RareForms(notANumberText: notANumberText, negativeZeroKeepsSign: keepsSign) }
    }
}

extension CompiledAmountPattern {
    /// The currency style of `locale` for `currencyCode`, learned from
    /// `FloatingPointFormatStyle.Currency` rather than a `NumberFormatter`: the same ICU data, one
    /// format (the negative affixes are asked for when a negative amount is first written,
    /// ``signedFromFormatStyle(_:locale:currencyCode:sign:positiveBody:)``): in a cold process the
    /// first VoiceOver value of an amount costs 1.03× to 1.21× the first `NumberFormatter` in
    /// instructions this way, and 2.00× to 2.98× with a `NumberFormatter` built for it.
    /// Nil where the two may read different data (``formatStyleAgrees(_:)``, a locale carrying
    /// the person's own number format) or the probes show something this reader does not
    /// understand; the caller then builds a `NumberFormatter`. A test compares the two in every
    /// locale the platform has.
    static func currencyFromFormatStyle(locale: Locale, currencyCode: String, accounting: Bool = false) -> CompiledAmountPattern? {
        let identifier = locale.identifier
        guard formatStyleAgrees(identifier), locale == Locale(identifier: identifier) else { return nil }
        for other in currencyStyleDiffers where other == identifier { return nil }
        let sign: ProbeSign = accounting ? .accounting : .automatic
        func format(_ value: Double) -> ProbeText? {
            ProbeText(formattedCurrency(value, code: currencyCode, locale: locale, fractionDigits: 2, sign: sign))
        }
        guard let positive = format(probe),
              let layout = ProbeLayout(positive.body, integerDigits: probeIntegerDigits, fractionDigits: 2) else { return nil }
        // The minus sign, and the fewest digits the locale groups, are the locale's whatever the
        // style (CLDR keeps one of each a locale): the decimal symbols, which the amount typed
        // already learned, give both without another format.
        let decimal = NumberSymbols.cached(locale: locale)
        let positiveAffixes = Affixes(prefix: positive.prefix, suffix: positive.suffix)
        let style: AmountFormatter.Style = accounting ? .accounting : .currency
        let negativeAffixes = LazyValue {
            signedFromFormatStyle(-probe, locale: locale, currencyCode: currencyCode, sign: sign, positiveBody: positive.body)
                ?? CompiledAmountPattern(locale: locale, currencyCode: currencyCode, style: style, formatStyle: false).negativeAffixes.value
        }
        let plusAffixes = LazyValue {
            signedFromFormatStyle(probe, locale: locale, currencyCode: currencyCode, sign: accounting ? .accountingAlways : .always,
                                  positiveBody: positive.body)
                ?? CompiledAmountPattern(locale: locale, currencyCode: currencyCode, style: style, formatStyle: false).plusAffixes.value
        }
        return CompiledAmountPattern(
            symbols: symbols(layout: layout, minusSign: decimal.minusSign, locale: locale, format: format,
                             minimumGrouping: decimal.usesGrouping ? decimal.minimumGroupingDigits : nil, secondaryShown: true),
            positivePrefix: positive.prefix, positiveSuffix: positive.suffix,
            negativeAffixes: negativeAffixes,
            plusAffixes: plusAffixes,
            rounding: DecimalRounding(.halfEven),
            rareForms: LazyValue {
                let tiny = ProbeText(formattedCurrency(-0.000_01, code: currencyCode, locale: locale, fractionDigits: 2, sign: sign))
                return RareForms(
                    notANumberText: formattedCurrency(Double.nan, code: currencyCode, locale: locale, fractionDigits: 2, sign: sign),
                    negativeZeroKeepsSign: tiny.map { keepsNegativeForm($0, positive: positiveAffixes, negative: negativeAffixes.value) } ?? false)
            }
        )
    }

    /// The affixes `FloatingPointFormatStyle.Currency` writes around `value` (the probe or its
    /// negative) for `currencyCode` in `locale` with the sign shown as `sign` asks, when the
    /// number is shown as the positive probe showed it (`positiveBody`); nil otherwise, and the
    /// caller asks a `NumberFormatter`. A test checks that every locale and currency learned from
    /// the style has them.
    static func signedFromFormatStyle(_ value: Double, locale: Locale, currencyCode: String, sign: ProbeSign,
                                      positiveBody: [Unicode.Scalar]) -> Affixes? {
        guard let signed = ProbeText(formattedCurrency(value, code: currencyCode, locale: locale, fractionDigits: 2, sign: sign)),
              signed.body == positiveBody else { return nil }
        return Affixes(prefix: signed.prefix, suffix: signed.suffix)
    }

    /// The affixes of a positive amount written with its sign, from a pattern's other affixes,
    /// the way ICU writes a shown plus: the negative form with its minus sign replaced by the
    /// plus sign, or, where the negative form has no minus sign (accounting parentheses), the
    /// plus sign before the positive form.
    static func plusAffixes(negative: Affixes, positive: Affixes, minusSign: String, plusSign: String) -> Affixes {
        if !minusSign.isEmpty, let range = negative.prefix.range(of: minusSign) {
            return Affixes(prefix: negative.prefix.replacingCharacters(in: range, with: plusSign), suffix: negative.suffix)
        }
        if !minusSign.isEmpty, let range = negative.suffix.range(of: minusSign) {
            return Affixes(prefix: negative.prefix, suffix: negative.suffix.replacingCharacters(in: range, with: plusSign))
        }
        return Affixes(prefix: plusSign + positive.prefix, suffix: positive.suffix)
    }

    /// Whether `accountingPositive`, the positive probe of a `NumberFormatter` in the accounting
    /// style, writes the currency asked for: the locale's own currency, or the symbol the
    /// currency style writes for `currencyCode` (or `currencySymbol`). False where the platform's
    /// accounting style ignored the currency asked for, as swift-corelibs-foundation's does.
    static func accountingWritesCurrency(_ accountingPositive: ProbeText, locale: Locale, currencyCode: String,
                                         currencySymbol: String?) -> Bool {
        if currencySymbol == nil, locale.currency?.identifier == currencyCode { return true }
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        let symbol = currencySymbol ?? formatter.currencySymbol ?? ""
        return !symbol.isEmpty && (accountingPositive.prefix + accountingPositive.suffix).contains(symbol)
    }

    /// How a probe asks the style to show the sign.
    enum ProbeSign: Sendable {
        /// A minus for negative amounts.
        case automatic
        /// Accounting's negative form (parentheses where the locale's accounting pattern has them).
        case accounting
        /// A plus for positive amounts, none for zero.
        case always
        /// Accounting's forms, and a plus for positive amounts, none for zero.
        case accountingAlways
    }

    /// The locales whose currency pattern the two APIs resolve differently (English in regions
    /// whose CLDR data has no English entry of its own: `NumberFormatter` writes "1 234,56 €" in
    /// en_AL, the style "€1 234,56"); the test that compares the two in every locale lists them.
    static let currencyStyleDiffers: [String] = ["en_AL", "en_BG", "en_CZ", "en_HU", "en_NO", "en_PL", "en_RU", "en_SE", "en_UA"]

    /// A pattern from its parts.
    private init(symbols: NumberSymbols, positivePrefix: String, positiveSuffix: String, negativeAffixes: LazyValue<Affixes>,
                 plusAffixes: LazyValue<Affixes>, rounding: DecimalRounding, rareForms: LazyValue<RareForms>) {
        self.symbols = symbols
        self.positivePrefix = positivePrefix
        self.positiveSuffix = positiveSuffix
        self.negativeAffixes = negativeAffixes
        self.plusAffixes = plusAffixes
        self.rounding = rounding
        self.rareForms = rareForms
    }

    /// `value` written by `FloatingPointFormatStyle.Currency` for `code` in `locale`, its sign
    /// shown as `sign` asks; generic and never specialized for the reason
    /// ``formatted(_:locale:fractionDigits:)`` gives.
    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    static func formattedCurrency<Value: BinaryFloatingPoint>(_ value: Value, code: String, locale: Locale, fractionDigits: Int,
                                                              sign: ProbeSign = .automatic) -> String {
        let style = FloatingPointFormatStyle<Value>.Currency(code: code, locale: locale).precision(.fractionLength(fractionDigits))
        switch sign {
        case .automatic: return style.format(value)
        case .accounting: return style.sign(strategy: .accounting).format(value)
        case .always: return style.sign(strategy: .always(showZero: false)).format(value)
        case .accountingAlways: return style.sign(strategy: .accountingAlways(showZero: false)).format(value)
        }
    }

    /// The number symbols alone of `locale`'s decimal style: what ``AmountFormatter`` with
    /// ``AmountFormatter/Style/decimal`` learns as its ``AmountFormatter/symbols``, from the same
    /// locale data, with only the probes the symbols need (no tiny or not-a-number probe). This is
    /// what an amount being typed needs for its first frame.
    ///
    /// For most locales the probes go through `FloatingPointFormatStyle`, which reads the
    /// locale's number symbols from the same ICU data as `NumberFormatter` and, in a cold process,
    /// costs about two thirds of a first `NumberFormatter` (no Objective-C string bridging, whose
    /// first non-ASCII string costs swift-corelibs-foundation a scan of every protocol
    /// conformance). It also applies the secondary group size, which `NumberFormatter` on Linux
    /// drops. It is used where it reads the same data as `NumberFormatter`
    /// (``formatStyleAgrees(_:)``), and a locale with the person's own number format (a
    /// preference, as `Locale.current` can carry) must show the same separators through `Locale`,
    /// which applies preferences. A test checks, in every locale, that the symbols equal those the
    /// full `NumberFormatter` compile learns; anything else goes through `NumberFormatter`.
    static func decimalSymbols(locale: Locale) -> NumberSymbols {
        if formatStyleAgrees(locale.identifier) {
            // Most locales show everything in one probe; the rest take the two probes below.
            var symbols = mayGroupSecondarily(locale.identifier) ? nil
                : ProbeText(formatted(-shortProbe, locale: locale, fractionDigits: shortProbeFractionDigits.count))
                    .flatMap(shortProbeSymbols)
            if symbols == nil {
                symbols = Self.symbols(probing: { ProbeText(formatted($0, locale: locale, fractionDigits: 2)) },
                                       groupingShown: true, locale: locale)
            }
            if let symbols,
               locale == Locale(identifier: locale.identifier)
                || (locale.decimalSeparator == symbols.decimalSeparator
                    && (!symbols.usesGrouping || locale.groupingSeparator == symbols.groupingSeparator)) {
                return symbols
            }
        }
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        let format = { (value: Double) in formatter.string(from: NSNumber(value: value)).flatMap(ProbeText.init) }
        if let symbols = symbols(probing: format, groupingShown: false, locale: locale) {
            return symbols
        }
        guard let positive = format(probe),
              let layout = ProbeLayout(positive.body, integerDigits: probeIntegerDigits, fractionDigits: 2) else {
            return NumberSymbols(decimalSeparator: ".", groupingSeparator: ",", minusSign: formatter.minusSign ?? "-")
        }
        return symbols(layout: layout, minusSign: formatter.minusSign ?? "-", locale: locale, format: format)
    }

    /// `value` written by `FloatingPointFormatStyle` in `locale` with `fractionDigits` fraction
    /// digits. Generic and never specialized on purpose: code specialized for `Double` gets the
    /// style's type metadata from its mangled name, which checks `Double: BinaryFloatingPoint` by
    /// scanning every protocol conformance in the process (about 0.2 million instructions in a
    /// cold process, a fifth of the first amount), while generic code is handed the conformance
    /// by its caller.
    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    static func formatted<Value: BinaryFloatingPoint>(_ value: Value, locale: Locale, fractionDigits: Int) -> String {
        FloatingPointFormatStyle<Value>(locale: locale).precision(.fractionLength(fractionDigits)).format(value)
    }

    /// The short probe: four integer digits and six fraction digits that hold every digit 0…9
    /// once (1234.567890), exact enough in binary floating point for the platform's shortest
    /// decimal form. Written negative, it shows the minus sign, both separators, the digits and,
    /// where "1 234" is grouped, a group size of three with one minimum grouping digit.
    static let shortProbe = 1_234.567_89
    /// The short probe's fraction digits, in order.
    static let shortProbeFractionDigits: [Int] = [5, 6, 7, 8, 9, 0]

    /// The symbols the negative short probe shows when it has the one shape that settles all of
    /// them: a minus sign before the number and nothing after it, a one-digit group, a separator
    /// and a three-digit group, the decimal separator and six fraction digits. Nil for any other
    /// shape ("1234,567890", where the minimum grouping digits or the group size are not shown).
    /// For a locale that ``mayGroupSecondarily(_:)`` does not list, the group sizes are equal.
    static func shortProbeSymbols(_ text: ProbeText) -> NumberSymbols? {
        let runs = text.bodyDigitRuns
        guard !text.prefix.isEmpty, text.suffix.isEmpty, runs.count == 3,
              runs[0].digits.count == 1, runs[1].digits.count == 3, runs[2].separator.isEmpty,
              runs[2].digits.count == shortProbeFractionDigits.count else { return nil }
        var digits = [String](repeating: "", count: 10)
        var position = 0
        for run in runs {
            for scalar in run.digits {
                // 1, 2, 3, 4, then the fraction's 5, 6, 7, 8, 9, 0.
                digits[position < 4 ? position + 1 : shortProbeFractionDigits[position - 4]] = String(Character(scalar))
                position += 1
            }
        }
        return NumberSymbols(
            decimalSeparator: runs[1].separator,
            groupingSeparator: runs[0].separator,
            groupingSize: 3,
            secondaryGroupingSize: 3,
            minimumGroupingDigits: 1,
            usesGrouping: true,
            minusSign: text.prefix,
            digits: digits
        )
    }

    /// The symbols read from two probes of a decimal style with two fraction digits, `format`:
    /// the positive probe, and −10^groupingSize, which shows the minus sign (the style writes a
    /// negative number as the sign and the number) and whether the smallest number that could be
    /// grouped is (the minimum grouping digits). Nil when the probes have any other shape.
    /// `groupingShown` says that `format` applies the secondary group size.
    private static func symbols(probing format: (Double) -> ProbeText?, groupingShown: Bool,
                                locale: Locale) -> NumberSymbols? {
        guard let positive = format(probe), positive.prefix.isEmpty, positive.suffix.isEmpty,
              let layout = ProbeLayout(positive.body, integerDigits: probeIntegerDigits, fractionDigits: 2) else {
            return nil
        }
        var power = 1.0
        for _ in 0..<layout.groupingSize { power *= 10 }
        guard let negative = format(-power), negative.suffix.isEmpty, !negative.prefix.isEmpty else { return nil }
        return symbols(layout: layout, minusSign: negative.prefix, locale: locale, format: format,
                       smallestGroupable: negative, secondaryShown: groupingShown)
    }

    /// The symbols a positive probe's `layout` shows, with the grouping rules the probe alone
    /// cannot show: the secondary group size and the minimum grouping digits.
    /// `smallestGroupable` is the probe of 10^groupingSize (or its negative) when already made;
    /// `minimumGrouping`, when given, is the locale's minimum grouping digits, known without a probe;
    /// `secondaryShown` says that `format` applies the secondary group size, so the layout's is
    /// the locale's.
    private static func symbols(layout: ProbeLayout, minusSign: String, locale: Locale, format: (Double) -> ProbeText?,
                                smallestGroupable: ProbeText? = nil, minimumGrouping known: Int? = nil,
                                secondaryShown: Bool = false, accountingCode: String? = nil) -> NumberSymbols {
        // Grouping: the probe shows the primary size, and the secondary one when the platform
        // applies it. swift-corelibs-foundation never does (it passes ICU a secondary size of 0),
        // so when the probe shows none, ask the locale's data through Decimal.FormatStyle: only
        // for the locales whose CLDR data can have a secondary size (a second ICU formatter
        // costs a cold process about as much as the first).
        var secondary = layout.secondaryGroupingSize
        if !secondaryShown, layout.usesGrouping, secondary == layout.groupingSize, mayGroupSecondarily(locale.identifier),
           let styled = ProbeText(secondaryGroupingProbe(locale: locale, accountingCode: accountingCode)),
           let styledLayout = ProbeLayout(styled.body, integerDigits: probeIntegerDigits, fractionDigits: 0),
           styledLayout.usesGrouping, styledLayout.groupingSize == layout.groupingSize {
            secondary = styledLayout.secondaryGroupingSize
        }

        // Minimum grouping digits: the fewest digits left of the first separator that the
        // platform still groups (1 for 1,000; 2 where 1234 stays 1234 but 12,345 is grouped).
        var minimumGrouping = 1
        if layout.usesGrouping, let known {
            minimumGrouping = known
        } else if layout.usesGrouping {
            minimumGrouping = 4
            var power = 1.0
            for _ in 0..<layout.groupingSize { power *= 10 }
            for candidate in 1...3 {
                let probed = candidate == 1 ? (smallestGroupable ?? format(power)) : format(power)
                if let text = probed, text.bodyDigitRuns.count > 2 {  // integer groups + fraction
                    minimumGrouping = candidate
                    break
                }
                power *= 10
            }
        }
        return NumberSymbols(
            decimalSeparator: layout.decimalSeparator,
            groupingSeparator: layout.groupingSeparator,
            groupingSize: layout.groupingSize,
            secondaryGroupingSize: secondary,
            minimumGroupingDigits: minimumGrouping,
            usesGrouping: layout.usesGrouping,
            minusSign: minusSign,
            digits: layout.digits
        )
    }

    /// 1 234 567 890 123 written by `Decimal.FormatStyle` in `locale`, to read the secondary group
    /// size from: as a number, or, for the accounting style, in the accounting style of
    /// `accountingCode` (whose pattern may not group as the number does: en_IN's groups in threes).
    static func secondaryGroupingProbe(locale: Locale, accountingCode: String?) -> String {
        guard let accountingCode else { return Decimal(1_234_567_890_123).formatted(.number.locale(locale)) }
        return Decimal(1_234_567_890_123).formatted(
            Decimal.FormatStyle.Currency(code: accountingCode, locale: locale).precision(.fractionLength(0)).sign(strategy: .accounting))
    }

    /// Whether `FloatingPointFormatStyle` reads the same number symbols as `NumberFormatter` for
    /// `identifier`: a language, or a language and a region, with no script, variant or keywords
    /// (`en_US_POSIX`, `ff_Latn_GH` and `@numbers=…` are resolved differently by the two), and
    /// not Toki Pona, whose data the two read differently. A test compares the two in every
    /// locale the platform has.
    static func formatStyleAgrees(_ identifier: String) -> Bool {
        var parts = 0
        var length = 0
        var letters = true
        var digits = true
        var language: UInt32 = 0
        func partFits() -> Bool {
            defer { length = 0; letters = true; digits = true }
            parts += 1
            if parts == 1 { return letters && (2...3).contains(length) && language != 0x746F_6B }  // "tok"
            return parts == 2 && ((letters && length == 2) || (digits && length == 3))
        }
        for byte in identifier.utf8 {
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") {
                guard partFits() else { return false }
                continue
            }
            let lower = byte | 0x20
            let isLetter = lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter || isDigit else { return false }
            letters = letters && isLetter
            digits = digits && isDigit
            if parts == 0, isLetter, length < 3 { language = language << 8 | UInt32(lower) }
            length += 1
        }
        return partFits()
    }

    /// The languages whose CLDR number patterns group the integer part in twos after the first
    /// three ("12,34,567"), in some region or script: the languages of South Asia.
    static let secondaryGroupingLanguages: [String] = [
        "as", "bn", "brx", "ccp", "dz", "gu", "hi", "kn", "kok", "kxv", "ml", "mr", "ne", "or", "pa", "sa", "ta", "te",
        "ur", "xnr",
    ]
    /// The regions where other languages (English) take that grouping too.
    static let secondaryGroupingRegions: [String] = ["BD", "BT", "IN", "LK", "NP", "PK"]

    /// Whether `identifier` names a locale whose numbers may have a secondary group size: its
    /// language or region is one of the above, or it carries keywords (`@numbers=…`), which are
    /// not guessed. Every other locale groups in equal sizes, which a test checks against the
    /// platform's data for every locale it has. Read from the identifier's bytes, since this runs
    /// in a cold process before the first amount is drawn.
    static func mayGroupSecondarily(_ identifier: String) -> Bool {
        // Each part packed as its bytes, lowercased, in a UInt32: no arrays and no generic
        // collection code, whose first call in a process costs a page of code each.
        var key: UInt32 = 0
        var length = 0
        var isFirst = true
        func matches() -> Bool {
            defer { key = 0; length = 0 }
            guard length > 0 else { return false }
            let list = isFirst ? secondaryGroupingLanguages : secondaryGroupingRegions
            isFirst = false
            guard length <= 3 else { return false }
            for entry in list where packedSubtag(entry) == key { return true }
            return false
        }
        for byte in identifier.utf8 {
            if byte == UInt8(ascii: "@") { return true }
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") {
                if matches() { return true }
            } else {
                if length < 4 { key = key << 8 | UInt32(asciiLowercased(byte)) }
                length += 1
            }
        }
        return matches()
    }

    /// `text`'s bytes, lowercased, packed most significant first (`"IN"` is 0x696E): the key
    /// ``mayGroupSecondarily(_:)`` compares a subtag of up to three bytes with.
    private static func packedSubtag(_ text: String) -> UInt32 {
        var key: UInt32 = 0
        for byte in text.utf8 { key = key << 8 | UInt32(asciiLowercased(byte)) }
        return key
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
