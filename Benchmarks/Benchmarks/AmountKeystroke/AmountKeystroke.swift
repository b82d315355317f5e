import Benchmark
import BenchmarkSupport
import Foundation
import TallyCore

// One keystroke of the amount keypad, end to end, against the ways apps commonly format the same
// value. Every benchmark runs `scaledIterations` inner iterations and reports per inner
// iteration (marked `*` in the output): one inner iteration is one keystroke, or one formatting
// of that keystroke's value.

/// Inter Bold's advances in font units, tabular figures on, as `AdvanceWidthMeasurer.interBoldTabular`
/// reads them from the Inter-Bold.otf TallyInter ships, only the characters the two scenarios
/// display.
let interBold = AdvanceWidthMeasurer(
    unitsPerEm: 2816,
    advances: [
        "0": 1920, "1": 1920, "2": 1920, "3": 1920, "4": 1915,
        "5": 1920, "6": 1920, "7": 1920, "8": 1920, "9": 1920,
        ".": 838, ",": 841,
        " ": 653, "\u{00A0}": 653, "\u{202F}": 435,
        "-": 1320, "\u{2212}": 1914, "$": 1844, "\u{20BD}": 2098,
    ],
    fallbackAdvance: 1920
)

/// The hero amount's width on a 390 pt wide phone with 24 pt margins.
let availableWidth = 342.0

/// A locale, a currency and the keys typed one at a time.
///
/// `@unchecked Sendable` is safe here: every stored property is a `let` set in `init` and never
/// changed, and the one non-Sendable value, the `NumberFormatter`, is only used by the benchmark
/// closures, which the harness runs one at a time on one thread.
struct Scenario: @unchecked Sendable {
    let name: String
    let locale: Locale
    let currency: Currency
    let keys: [AmountKey]
    let empty: AmountInput
    let currencyFormatter: AmountFormatter
    /// The value after each key, in order (what the comparison benchmarks format).
    let values: [Decimal]
    /// The display after each key, in order (for the micro-benchmarks of single steps).
    let displays: [String]
    /// The input before each key, in order.
    let before: [AmountInput]
    /// The input after each key, in order.
    let after: [AmountInput]
    /// One NumberFormatter, configured once.
    let cachedNumberFormatter: NumberFormatter
    /// Decimal.FormatStyle.Currency for the same locale and currency.
    let formatStyle: Decimal.FormatStyle.Currency

    init(name: String, locale identifier: String, currency: Currency, typed: String) {
        self.name = name
        locale = Locale(identifier: identifier)
        self.currency = currency
        keys = typed.map { character in
            character.wholeNumberValue.map(AmountKey.digit) ?? .separator(character)
        }
        empty = AmountInput(currency: currency, locale: locale)
        currencyFormatter = AmountFormatter.cached(locale: locale, currency: currency, style: .currency)
        var input = empty
        var values: [Decimal] = [], displays: [String] = [], before: [AmountInput] = [], after: [AmountInput] = []
        for key in keys {
            before.append(input)
            precondition(input.apply(key) == nil, "\(key) refused")
            after.append(input)
            values.append(input.value)
            displays.append(input.display)
        }
        self.values = values
        self.displays = displays
        self.before = before
        self.after = after
        cachedNumberFormatter = makeNumberFormatter(locale: locale, currencyCode: currency.code)
        formatStyle = .currency(code: currency.code).locale(locale)
        if ProcessInfo.processInfo.environment["TALLY_BENCHMARK_PRINT"] != nil {
            // What each benchmark produces for the last key, to check that they agree.
            let value = values[values.count - 1]
            let lines = [
                "\(name): display \(displays[displays.count - 1].debugDescription)",
                "  AmountFormatter \(currencyFormatter.string(value).debugDescription)",
                "  NumberFormatter \((cachedNumberFormatter.string(from: value as NSDecimalNumber) ?? "nil").debugDescription)",
                "  FormatStyle     \(value.formatted(formatStyle).debugDescription)",
                "  fitted size     \(AmountFontFit().fontSize(for: displays[displays.count - 1], availableWidth: availableWidth, measurer: interBold)) pt",
            ]
            FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        }
    }
}

let scenarios = [
    Scenario(name: "ru_RU RUB 1234,56", locale: "ru_RU", currency: .rub, typed: "1234,56"),
    Scenario(name: "en_US USD 1234.56", locale: "en_US", currency: .usd, typed: "1234.56"),
    // The longest amount the input takes: past 15 UTF-8 bytes, so the strings leave inline storage.
    Scenario(name: "ru_RU RUB 999999999999,99", locale: "ru_RU", currency: .rub, typed: "999999999999,99"),
    Scenario(name: "de_CH CHF 1234.56", locale: "de_CH", currency: .chf, typed: "1234.56"),
    Scenario(name: "ja_JP JPY 123456", locale: "ja_JP", currency: .jpy, typed: "123456"),
    // Arabic-Indic, Devanagari and Persian digits; the separator typed is the locale's own.
    Scenario(name: "ar_SA SAR 1234٫56", locale: "ar_SA", currency: Currency.named("SAR")!, typed: "1234٫56"),
    Scenario(name: "hi_IN@numbers=deva INR 1234.56", locale: "hi_IN@numbers=deva", currency: Currency.named("INR")!, typed: "1234.56"),
    Scenario(name: "fa_IR IRR 1234٫56", locale: "fa_IR", currency: Currency.named("IRR")!, typed: "1234٫56"),
]

/// Everything `AmountInputView`'s body reads on a render (Sources/TallyUI/Amount/AmountInputView.swift,
/// `AmountInputContent`), with the environment's locale and language: what
/// Benchmarks/ColdStart/Sources/render-path counts in instructions, here with heap allocations.
@inline(__always)
func render(_ state: AmountInputViewState, locale: Locale, language: TallyLanguage, voiceOver: Bool) {
    blackHole(TallyLocalization.language)
    let conversion = state.conversionDisplay(locale: locale, language: language)
    blackHole(conversion)
    blackHole(state.errorText(locale: locale, language: language))
    blackHole(state.entry.feedback)
    blackHole(state.conversionKey)
    let reading = state.accessibilityReading(locale: locale, language: language)
    blackHole(reading)
    if voiceOver { blackHole(reading.value) }
    let size = state.fontSize(availableWidth: availableWidth, measurer: AdvanceWidthMeasurer.interBoldTabular,
                              baseSize: AmountFontFit().baseSize)
    blackHole(size)
    blackHole(state.display)
    blackHole(state.showsRefusal)
    blackHole(state.countsDown)
    blackHole(state.showsCursor)
    blackHole(state.cursorHeight(fontSize: size))
    blackHole(state.entry.refusalCount)
    blackHole(state.input.isEmpty)
    blackHole(state.copySymbol)
    blackHole(AmountKeyboard.canCopy(state.input))
}

/// One keystroke as `AmountInputView` handles it: the key, the display, the roll direction, the
/// value (the conversion's key), the fitted font size and, when `accessibility`, the VoiceOver
/// value (looked up in the formatter cache and written, as the view does per render).
@inline(__always)
func keystroke(_ input: inout AmountInput, key: AmountKey, scenario: Scenario, fit: AmountFontFit, accessibility: Bool) {
    input.apply(key)
    let display = input.display
    blackHole(display)
    blackHole(input.lastChangeCountsDown)
    blackHole(input.value)
    blackHole(fit.fontSize(for: display, availableWidth: availableWidth, measurer: interBold))
    if accessibility {
        blackHole(input.accessibilityValue(locale: scenario.locale))
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .tally
    let fit = AmountFontFit()

    for scenario in scenarios {
        let n = scenario.keys.count

        for accessibility in [true, false] {
            let label = accessibility ? "keystroke path" : "keystroke path, no a11y value"
            Benchmark("\(scenario.name): \(label)") { benchmark in
                var input = scenario.empty
                var k = 0
                for _ in benchmark.scaledIterations {
                    if k == n { k = 0; input = scenario.empty }  // start typing again: a copy, no allocation
                    keystroke(&input, key: scenario.keys[k], scenario: scenario, fit: fit, accessibility: accessibility)
                    k += 1
                }
            }
        }

        // What the view reads after each key, with and without VoiceOver's value.
        let language = TallyLanguage(locale: scenario.locale)
        let states: [AmountInputViewState] = {
            var state = AmountInputViewState(currency: scenario.currency, locale: scenario.locale,
                                             conversionTarget: scenario.currency == .eur ? .usd : .eur, isFocused: true)
            return scenario.keys.map { key in
                state.entry.perform(.key(key))
                return state
            }
        }()
        for voiceOver in [false, true] {
            Benchmark("\(scenario.name): render path\(voiceOver ? " with VoiceOver value" : "")") { benchmark in
                var k = 0
                for _ in benchmark.scaledIterations {
                    render(states[k], locale: scenario.locale, language: language, voiceOver: voiceOver)
                    k = k + 1 == n ? 0 : k + 1
                }
            }
        }

        // 1. A NumberFormatter built per call (about 40 ms per 1000, so fewer samples).
        Benchmark("\(scenario.name): NumberFormatter per call") { benchmark in
            var k = 0
            for _ in benchmark.scaledIterations {
                let formatter = makeNumberFormatter(locale: scenario.locale, currencyCode: scenario.currency.code)
                blackHole(formatter.string(from: scenario.values[k] as NSDecimalNumber))
                k = k + 1 == n ? 0 : k + 1
            }
        }

        // 2. One cached NumberFormatter.
        Benchmark("\(scenario.name): cached NumberFormatter") { benchmark in
            let formatter = scenario.cachedNumberFormatter
            var k = 0
            for _ in benchmark.scaledIterations {
                blackHole(formatter.string(from: scenario.values[k] as NSDecimalNumber))
                k = k + 1 == n ? 0 : k + 1
            }
        }

        // 3. Decimal.FormatStyle.Currency.
        Benchmark("\(scenario.name): Decimal.FormatStyle.Currency") { benchmark in
            let style = scenario.formatStyle
            var k = 0
            for _ in benchmark.scaledIterations {
                blackHole(scenario.values[k].formatted(style))
                k = k + 1 == n ? 0 : k + 1
            }
        }

        // The keystroke path's steps, one at a time, on the same inputs.
        Benchmark("\(scenario.name): step apply") { benchmark in
            var k = 0
            for _ in benchmark.scaledIterations {
                var input = scenario.before[k]
                input.apply(scenario.keys[k])
                blackHole(input)
                k = k + 1 == n ? 0 : k + 1
            }
        }
        Benchmark("\(scenario.name): step display") { benchmark in
            var k = 0
            for _ in benchmark.scaledIterations {
                blackHole(scenario.after[k].display)
                k = k + 1 == n ? 0 : k + 1
            }
        }
        Benchmark("\(scenario.name): step groupInteger") { benchmark in
            let integers = scenario.after.map { $0.integerDigits.isEmpty ? "0" : $0.integerDigits }
            let symbols = scenario.empty.symbols
            var k = 0
            for _ in benchmark.scaledIterations {
                blackHole(symbols.groupInteger(integers[k]))
                k = k + 1 == n ? 0 : k + 1
            }
        }
        Benchmark("\(scenario.name): step value") { benchmark in
            var k = 0
            for _ in benchmark.scaledIterations {
                blackHole(scenario.after[k].value)
                k = k + 1 == n ? 0 : k + 1
            }
        }
        Benchmark("\(scenario.name): step fit") { benchmark in
            var k = 0
            for _ in benchmark.scaledIterations {
                blackHole(fit.fontSize(for: scenario.displays[k], availableWidth: availableWidth, measurer: interBold))
                k = k + 1 == n ? 0 : k + 1
            }
        }
        Benchmark("\(scenario.name): step a11y value") { benchmark in
            var k = 0
            for _ in benchmark.scaledIterations {
                blackHole(scenario.after[k].accessibilityValue(locale: scenario.locale))
                k = k + 1 == n ? 0 : k + 1
            }
        }
        Benchmark("\(scenario.name): step formatter lookup") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(AmountFormatter.cached(locale: scenario.locale, currency: scenario.currency, style: .currency))
            }
        }
    }
}
