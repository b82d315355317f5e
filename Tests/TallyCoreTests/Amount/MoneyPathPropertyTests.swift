import Foundation
import TallyCore
import Testing

/// Random sequences of what people and apps do to an amount (keys, pastes, text typed in the field,
/// quick amount taps, currency changes, focus in and out, values set by the app), driven through
/// the same states the views draw: `AddTransactionSheetState` (its `CurrencyFieldState` and
/// `QuickAmountBarState` on one amount) and `AmountInputViewState`.
///
/// After every action the amount is either unchanged with a visible reason, or exactly what the
/// action means by a rule written here independently of the states; what VoiceOver reads is the
/// amount shown; the field's text reads back as the amount. Run on unsigned amounts, and on
/// amounts that allow negatives (with the sign key, negative pastes and negative presets) or
/// have a minimum.
@Suite("Money path: random actions")
struct MoneyPathPropertyTests {
    static let locales = ["en_US", "de_CH", "ru_RU", "fr_FR", "de_DE", "ja_JP"].map(Locale.init(identifier:))
    static let currencies: [Currency] = [.chf, .jpy, .kwd, .eur, .usd, .clf]
    static let presets: [Decimal] = ["10", "15", "9.99", "0.001", "1234.567", "30", "0", "999999999999", "12.5"].map {
        Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX"))!
    }
    static let pastes = ["12,50", "CHF 1’234.50", "1.234,56", "abc", "", "  7 ", "1 234,5", "-5", "٣٫٥", "12.345", "1e5", "0,001"]
    static let typedTexts = ["", "1", "12", "12,", "12.5", "1234,56", "0.001", "x", "12 apples", "9999999999999"]

    static let signedPresets: [Decimal] = ["-10", "-9.99", "-0.5", "-1234.567", "-999999999999", "-100"].map {
        Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX"))!
    }
    static let signedPastes = ["-12,50", "-12.50", "−7", "(12.50)", "(CHF 1’234.50)", "-CHF 1’234.50", "CHF-12.50", "-¥500", "12-", "--5",
                               "-1 234,5", "-", "-0", "- 3", "(-4)", "+6", "-$7"]
    static let signedTexts = ["-", "-1", "-12,5", "-.5", "-0", "(3)", "−99"]

    /// The limits and the sign of the amounts of one run.
    struct Configuration: CustomStringConvertible {
        var allowsNegative = false
        var minimum: Decimal?
        var maximum: Decimal?

        /// The floor an amount is held to: a negative minimum means zero for an unsigned amount.
        var floor: Decimal? { minimum.map { allowsNegative ? $0 : max($0, 0) } }

        var description: String { "allowsNegative \(allowsNegative), minimum \(minimum.map { "\($0)" } ?? "none"), maximum \(maximum.map { "\($0)" } ?? "none")" }
    }

    static let signedConfigurations: [Configuration] = [
        Configuration(allowsNegative: true),
        Configuration(allowsNegative: true, minimum: -500),
        Configuration(allowsNegative: true, minimum: -1000, maximum: 0),
        Configuration(allowsNegative: false, minimum: 5),
        Configuration(allowsNegative: false, minimum: -20),
        Configuration(allowsNegative: true, minimum: 1, maximum: 100),
    ]

    enum Step {
        case key(AmountKey), paste(String), text(String), quick(Decimal), currency(Currency), setValue(Decimal?), focusAmount, focusDescription
    }

    /// A step of a signed run: the sign key, negative pastes, texts, presets and values as often
    /// as their unsigned kinds, and otherwise an unsigned run's step.
    static func randomSignedStep(_ random: inout SplitMix64) -> Step {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        switch random.next() % 10 {
        case 0, 1: return .key(.toggleSign)
        case 2: return .paste(pick(signedPastes))
        case 3: return .text(pick(signedTexts))
        case 4: return .quick(pick(signedPresets))
        case 5: return .setValue(pick(signedPresets + [-3]))
        default: return randomStep(&random)
        }
    }

    static func randomStep(_ random: inout SplitMix64) -> Step {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        switch random.next() % 16 {
        case 0...5: return .key(.digit(Int(random.next() % 10)))
        case 6: return .key(pick([.separator("."), .separator(","), .separator("a"), .separator(" ")]))
        case 7: return .key(pick([.backspace, .backspace, .clear]))
        case 8: return .paste(pick(pastes))
        case 9: return .text(pick(typedTexts))
        case 10, 11: return .quick(pick(presets))
        case 12: return .currency(pick(currencies))
        case 13: return .setValue(random.next() % 4 == 0 ? nil : pick(presets + [-3]))
        case 14: return .focusAmount
        default: return .focusDescription
        }
    }

    /// Whether `value` fits `input`'s currency and the run's sign and limits, decided here from
    /// the number's digits.
    static func fits(_ value: Decimal, in input: AmountInput, _ configuration: Configuration = Configuration()) -> Bool {
        guard value >= 0 || configuration.allowsNegative else { return false }
        let text = value.description
        let unsigned = text.hasPrefix("-") ? String(text.dropFirst()) : text
        let parts = unsigned.split(separator: ".", maxSplits: 1).map(String.init)
        let integerDigits = parts[0].drop { $0 == "0" }.count
        let fractionDigits = parts.count > 1 ? parts[1].count : 0
        if fractionDigits > input.currency.minorUnits || integerDigits > input.maximumIntegerDigits { return false }
        if let maximum = configuration.maximum, value > maximum { return false }
        if let floor = configuration.floor, value < floor { return false }
        return true
    }

    /// Whether the sign key on `input` is taken, decided here: only where negatives are allowed,
    /// and not when the value with the other sign is past a limit and further from it than before.
    static func takesSignKey(_ input: AmountInput, _ configuration: Configuration) -> Bool {
        guard configuration.allowsNegative else { return false }
        guard !input.isEmpty else { return true }  // no amount, a pending minus: nothing to bound
        let flipped = -input.value
        if let maximum = configuration.maximum, flipped > maximum, flipped > input.value { return false }
        if let floor = configuration.floor, flipped < floor, flipped < input.value { return false }
        return true
    }

    /// The display after the sign key on `before`, written here: the minus put before the digits
    /// or taken away ("-" alone for no digit; "0" for nothing at all).
    static func toggledDisplay(_ before: AmountInput) -> String {
        let minus = before.symbols.minusSign
        let digits = before.isEmpty ? "" : (before.isNegative ? String(before.display.dropFirst(minus.count)) : before.display)
        if before.isNegative { return digits.isEmpty ? "0" : digits }
        return minus + digits
    }

    /// The amount VoiceOver reads, pasted back into a fresh input of the same kind.
    static func spokenValue(_ input: AmountInput, _ locale: Locale) -> Decimal? {
        var fresh = AmountInput(currency: input.currency, locale: locale, allowsNegative: input.allowsNegative)
        guard fresh.paste(input.accessibilityValue(locale: locale)) == nil else { return nil }
        return fresh.value
    }

    @Test("500 sequences of 60 actions in 6 locales: unchanged with a reason, or exactly what the action means")
    func randomActions() {
        let (checked, refused, accepted, negatives) = Self.run(seed: 0x00C0_FFEE_2026, runs: 500, configurations: [Configuration()], signed: false)
        #expect(checked == 30_000 && negatives == 0)
        #expect(refused > 2_000 && accepted > 15_000, "refused \(refused), accepted \(accepted)")
    }

    @Test("500 signed sequences of 60 actions: the sign key, negative pastes and presets, with and without negatives and a minimum")
    func randomSignedActions() {
        let (checked, refused, accepted, negatives) = Self.run(seed: 0x5167_2026, runs: 500, configurations: Self.signedConfigurations, signed: true)
        #expect(checked == 30_000)
        // About half refused: two of the six configurations refuse every sign, and the limits refuse more.
        #expect(refused > 10_000 && accepted > 10_000 && negatives > 5_000, "refused \(refused), accepted \(accepted), negative \(negatives)")
    }

    /// Runs `runs` random sequences, each in a locale, a currency and one of `configurations`,
    /// and returns how many steps were checked, refused and accepted, and after how many the
    /// amount was negative.
    static func run(seed: UInt64, runs: Int, configurations: [Configuration], signed: Bool) -> (Int, Int, Int, Int) {
        var random = SplitMix64(state: seed)
        var checked = 0, refused = 0, accepted = 0, negatives = 0
        for run in 0..<runs {
            let locale = Self.locales[run % Self.locales.count]
            let currency = Self.currencies[(run / Self.locales.count) % Self.currencies.count]
            let configuration = configurations[run % configurations.count]
            let presets = Self.presets + (signed ? Self.signedPresets : [])
            var sheet = AddTransactionSheetState(currency: currency, locale: locale, maximumValue: configuration.maximum,
                                                 minimumValue: configuration.minimum, allowsNegative: configuration.allowsNegative,
                                                 quickAmounts: QuickAmounts(presets), today: Date(timeIntervalSince1970: 0))
            var hero = AmountInputViewState(currency: currency, locale: locale, maximumValue: configuration.maximum,
                                            minimumValue: configuration.minimum, allowsNegative: configuration.allowsNegative)
            for _ in 0..<60 {
                let step = signed ? Self.randomSignedStep(&random) : Self.randomStep(&random)
                let before = sheet.amount
                let heroBefore = hero.input
                let countBefore = sheet.amountField.entry.feedbackCount
                var rejection: AmountInputRejection?
                var expected: AmountInput?  // nil: refused, or the amount the action means
                var heroAction: AmountAction?
                var byPerson = true
                switch step {
                case .key(.toggleSign):
                    if Self.takesSignKey(before, configuration) {
                        var oracle = before
                        oracle.apply(.toggleSign)
                        expected = oracle  // checked against the rule below
                    }
                    rejection = sheet.amountField.perform(.key(.toggleSign))
                    heroAction = .key(.toggleSign)
                case .key(let key):
                    var oracle = before
                    let refusedKey = oracle.apply(key)
                    expected = refusedKey == nil ? oracle : nil
                    rejection = sheet.amountField.perform(.key(key))
                    heroAction = .key(key)
                case .paste(let text):
                    var oracle = before
                    expected = oracle.paste(text) == nil ? oracle : nil
                    rejection = sheet.amountField.perform(.paste(text))
                    heroAction = .paste(text)
                case .text(let text):
                    sheet.setFocus(.amount)
                    var oracle = before
                    expected = oracle.replace(withText: text) == nil ? oracle : nil
                    // The whole text selected and replaced.
                    rejection = sheet.amountField.edit(replacing: 0..<sheet.amountField.text.utf16.count, with: text)
                case .quick(let preset):
                    if Self.fits(preset, in: before, configuration) {
                        var oracle = before
                        oracle.apply(.clear)
                        // Typed key by key, the sign first, with the locale's own decimal separator.
                        if preset < 0 { oracle.apply(.toggleSign) }
                        let separator = Character(before.symbols.decimalSeparator)
                        for character in preset.description where character != "-" {
                            oracle.apply(character == "." ? .separator(separator) : .digit(character.wholeNumberValue ?? 0))
                        }
                        expected = oracle
                    }
                    let tap = sheet.tapQuickAmount(preset)
                    if case .refused(let reason) = tap { rejection = reason }
                    heroAction = .quickAmount(preset)
                case .currency(let target):
                    let fraction = before.fractionDigits?.count ?? -1
                    if fraction <= target.minorUnits { expected = before }  // digits kept, checked below
                    rejection = sheet.changeCurrency(to: target)
                    heroAction = .changeCurrency(target)
                case .setValue(let value):
                    byPerson = false
                    if let value {
                        if Self.fits(value, in: before, configuration) { expected = before }  // value checked below
                    } else {
                        var oracle = before
                        oracle.apply(.clear)
                        expected = oracle
                    }
                    rejection = sheet.amountField.perform(.setValue(value), origin: .app)
                    heroAction = .setValue(value)
                case .focusAmount:
                    sheet.setFocus(.amount)
                    expected = before
                case .focusDescription:
                    sheet.setFocus(.description)
                    expected = before
                }
                let after = sheet.amount
                checked += 1
                if after.value < 0 { negatives += 1 }
                if let expected {
                    #expect(rejection == nil, "\(step): refused with \(String(describing: rejection)) though it fits")
                    accepted += 1
                    switch step {
                    case .quick(let preset):
                        #expect(after.value == preset && after.currency == before.currency, "\(step) gave \(after.display)")
                        #expect(after.display == expected.display, "\(step): \(after.display) vs \(expected.display)")
                    case .setValue(let value?):
                        #expect(after.value == value && after.currency == before.currency, "\(step) gave \(after.display)")
                    case .key(.toggleSign):
                        #expect(after.value == -before.value && after.isNegative != before.isNegative, "\(step): \(before.display) gave \(after.display)")
                        #expect(after.display == Self.toggledDisplay(before), "\(step): \(before.display) gave \(after.display)")
                    case .currency(let target):
                        #expect(after.currency == target && after.value == before.value && after.integerDigits == before.integerDigits, "\(step)")
                        #expect(after.fractionDigits == before.fractionDigits || (target.minorUnits == 0 && before.fractionDigits == ""), "\(step)")
                    default:
                        #expect(after.display == expected.display && after.value == expected.value && after.currency == expected.currency,
                                "\(step): \(after.display) instead of \(expected.display)")
                    }
                } else {
                    refused += 1
                    #expect(rejection != nil, "\(step) changed \(before.display) to \(after.display) though it should be refused")
                    #expect(after == before, "\(step): refused, yet \(before.display) became \(after.display)")
                    #expect(sheet.amountField.errorText(locale: locale) != nil, "\(step): refused without a visible reason")
                }
                // An unsigned amount is never negative; a whole amount taken is within the limits (a
                // text field's text is typed, and may be on the way to one).
                if !configuration.allowsNegative { #expect(!after.isNegative && after.value >= 0, "\(configuration) \(step): \(after.display)") }
                switch step {
                case .paste, .quick, .setValue:
                    if rejection == nil, !after.isEmpty {
                        #expect(Self.fits(after.value, in: after, configuration), "\(configuration) \(step): \(after.display) taken")
                    }
                default: break
                }
                // Feedback answers a person only.
                if !byPerson { #expect(sheet.amountField.entry.feedbackCount == countBefore, "\(step): feedback for a value set by the app") }
                if byPerson, rejection != nil { #expect(sheet.amountField.entry.feedbackCount == countBefore + 1 && sheet.amountField.entry.feedback == .refusal) }
                // VoiceOver reads the amount shown.
                if !after.isEmpty {
                    #expect(Self.spokenValue(after, locale) == after.value, "\(after.display) is read as \(after.accessibilityValue(locale: locale))")
                }
                // The field's text reads back as the amount; without focus it is the display.
                if sheet.amountField.isFocused {
                    var reread = AmountInput(currency: after.currency, locale: locale, allowsNegative: configuration.allowsNegative)
                    #expect(reread.replace(withText: sheet.amountField.text) == nil && reread.value == after.value
                            && reread.isNegative == after.isNegative, "text \(sheet.amountField.text) for \(after.display)")
                } else {
                    #expect(sheet.amountField.text == (after.isEmpty && !after.isNegative ? "" : after.display))
                }
                // The chips and the field read the same amount and currency.
                #expect(sheet.quickAmountBar.entry.input == after)
                // The hero view under the same action sequence: refused or exactly the same outcome.
                if let heroAction {
                    let heroRejection = hero.entry.perform(heroAction, origin: byPerson ? .person : .app)
                    let independent = AmountEntry.outcome(of: heroAction, on: heroBefore)
                    switch independent {
                    case .success(let next): #expect(heroRejection == nil && hero.input == next)
                    case .failure(let reason): #expect(heroRejection == reason && hero.input == heroBefore && hero.showsRefusal)
                    }
                    #expect(hero.conversionKey == nil || hero.conversionKey?.currency == hero.input.currency.code)
                }
            }
        }
        return (checked, refused, accepted, negatives)
    }
}
