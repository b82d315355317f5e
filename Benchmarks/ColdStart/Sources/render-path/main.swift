import Foundation
import MonotonicClock
import TallyCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// What the amount views read on a keystroke, against formatting the same amount once with a
// cached `NumberFormatter` and with `Decimal.FormatStyle.Currency`, in one process:
//
//   render-path rounds [ROUNDS]           interleaved rounds; medians in ns per keystroke
//   render-path count MODE LOCALE [N]     200 operations of MODE, then N more in `countedRun`, for
//                                         callgrind (Benchmarks/render-path.sh --instructions)
//
// MODE is `render` (the key and everything `AmountInputView`'s body reads, VoiceOver off),
// `render-voiceover` (the same with the value VoiceOver reads), `numberformatter` or `formatstyle`.


// Keep a value so that the optimizer cannot drop the work that made it: one function per type,
// so that keeping costs a call, not a generic copy.
@inline(never) func blackHole(_ value: String) { withExtendedLifetime(value) {} }
@inline(never) func blackHole(_ value: String?) { withExtendedLifetime(value) {} }
@inline(never) func blackHole(_ value: Double) { withExtendedLifetime(value) {} }
@inline(never) func blackHole(_ value: Bool) { withExtendedLifetime(value) {} }
@inline(never) func blackHole(_ value: Int) { withExtendedLifetime(value) {} }
@inline(never) func blackHole(_ value: AccessibilityElement?) { withExtendedLifetime(value) {} }
@inline(never) func blackHole(_ value: AmountFeedback?) { withExtendedLifetime(value) {} }
@inline(never) func blackHole(_ value: ConversionKey?) { withExtendedLifetime(value) {} }
@inline(never) func blackHole(_ value: AmountInput.Reading) { withExtendedLifetime(value) {} }

/// The hero amount's width on a 390 pt wide phone with 24 pt margins.
let availableWidth = 342.0
let measurer = AdvanceWidthMeasurer.interBoldTabular
let baseSize = AmountFontFit().baseSize

/// A locale, a currency and the keys typed one at a time: "1234" and, for a currency with minor
/// units, the locale's decimal separator and "56".
struct Scenario {
    let name: String
    let locale: Locale
    /// The language the view's environment holds: the app's (`TallyLocalization.language`), here
    /// the locale's, worked out once as the environment keeps it.
    let language: TallyLanguage
    let currency: Currency
    let keys: [AmountKey]
    let empty: AmountInputViewState
    /// The state after each key, in order: what the view draws after each keystroke.
    let states: [AmountInputViewState]
    let values: [Decimal]
    let numberFormatter: NumberFormatter
    let formatStyle: Decimal.FormatStyle.Currency

    init(_ identifier: String, _ currency: Currency) {
        name = identifier
        locale = Locale(identifier: identifier)
        language = TallyLanguage(locale: locale)
        self.currency = currency
        empty = AmountInputViewState(currency: currency, locale: locale, conversionTarget: currency == .eur ? .usd : .eur, isFocused: true)
        var keys: [AmountKey] = [.digit(1), .digit(2), .digit(3), .digit(4)]
        if currency.minorUnits > 0 {
            keys += [.separator(Character(empty.input.symbols.decimalSeparator)), .digit(5), .digit(6)]
        }
        self.keys = keys
        var state = empty
        var values: [Decimal] = [], states: [AmountInputViewState] = []
        for key in keys {
            precondition(state.entry.perform(.key(key)) == nil, "\(identifier): \(key) refused")
            values.append(state.input.value)
            states.append(state)
        }
        self.values = values
        self.states = states
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = locale
        formatter.currencyCode = currency.code
        formatter.minimumFractionDigits = currency.minorUnits
        formatter.maximumFractionDigits = currency.minorUnits
        numberFormatter = formatter
        formatStyle = .currency(code: currency.code).locale(locale)
    }
}

let scenarios = [
    Scenario("en_US", .usd), Scenario("ru_RU", .rub), Scenario("de_CH", .chf), Scenario("ja_JP", .jpy),
    Scenario("ar_SA", Currency.named("SAR")!), Scenario("hi_IN@numbers=deva", Currency.named("INR")!), Scenario("fa_IR", Currency.named("IRR")!),
]

/// Everything `AmountInputView`'s body reads on a render, in the order it reads it
/// (Sources/TallyUI/Amount/AmountInputView.swift, `AmountInputContent`), with the environment's
/// locale and language.
@inline(__always)
func render(_ state: AmountInputViewState, locale: Locale, language: TallyLanguage, voiceOver: Bool) {
    // The environment's `tallyLanguage` defaults to `TallyLocalization.language`, which SwiftUI
    // reads for the body; the scenario's language stands for the one it resolves to.
    blackHole(TallyLocalization.language.identifier)
    let conversion = state.conversionDisplay(locale: locale, language: language)
    blackHole(conversion.text)
    blackHole(conversion.accessibilityElement)
    blackHole(conversion.ratesDate)
    blackHole(state.errorText(locale: locale, language: language))
    blackHole(state.entry.feedback)
    blackHole(state.conversionKey)
    let reading = state.accessibilityReading(locale: locale, language: language)
    blackHole(reading)
    if voiceOver { blackHole(reading.value) }
    let size = state.fontSize(availableWidth: availableWidth, measurer: measurer, baseSize: baseSize)
    blackHole(size)
    blackHole(state.display)
    blackHole(state.totalText)
    blackHole(state.showsRefusal)
    blackHole(state.countsDown)
    blackHole(state.showsCursor)
    blackHole(state.cursorHeight(fontSize: size))
    blackHole(state.entry.refusalCount)
    blackHole(state.input.isEmpty)
    blackHole(state.copySymbol)
    blackHole(AmountKeyboard.canCopy(state.input))
}

/// `count` renders of the states the scenario's keys leave, in turn.
@inline(never)
func renderLoop(_ scenario: Scenario, count: Int, voiceOver: Bool) {
    var k = 0
    for _ in 0..<count {
        render(scenario.states[k], locale: scenario.locale, language: scenario.language, voiceOver: voiceOver)
        k = k + 1 == scenario.states.count ? 0 : k + 1
    }
}

/// `count` keystrokes with their render, typing the scenario's keys over and over.
@inline(never)
func keystrokeLoop(_ scenario: Scenario, count: Int, voiceOver: Bool) {
    var state = scenario.empty
    var k = 0
    for _ in 0..<count {
        if k == scenario.keys.count { k = 0; state = scenario.empty }
        state.entry.perform(.key(scenario.keys[k]))
        render(state, locale: scenario.locale, language: scenario.language, voiceOver: voiceOver)
        k += 1
    }
}

/// `count` formats of the typed values with one cached `NumberFormatter`.
@inline(never)
func numberFormatterLoop(_ scenario: Scenario, count: Int) {
    var k = 0
    for _ in 0..<count {
        blackHole(scenario.numberFormatter.string(from: scenario.values[k] as NSDecimalNumber))
        k = k + 1 == scenario.values.count ? 0 : k + 1
    }
}

/// `count` formats of the typed values with `Decimal.FormatStyle.Currency`.
@inline(never)
func formatStyleLoop(_ scenario: Scenario, count: Int) {
    var k = 0
    for _ in 0..<count {
        blackHole(scenario.values[k].formatted(scenario.formatStyle))
        k = k + 1 == scenario.values.count ? 0 : k + 1
    }
}

func run(_ mode: String, _ scenario: Scenario, count: Int) {
    switch mode {
    case "render": renderLoop(scenario, count: count, voiceOver: false)
    case "render-voiceover": renderLoop(scenario, count: count, voiceOver: true)
    case "keystroke": keystrokeLoop(scenario, count: count, voiceOver: false)
    case "keystroke-voiceover": keystrokeLoop(scenario, count: count, voiceOver: true)
    case "numberformatter": numberFormatterLoop(scenario, count: count)
    case "formatstyle": formatStyleLoop(scenario, count: count)
    default: FileHandle.standardError.write(Data("unknown mode \(mode)\n".utf8)); exit(2)
    }
}

/// The counted operations: a function of its own for callgrind's `--toggle-collect`.
@inline(never)
func countedRun(_ mode: String, _ scenario: Scenario, count: Int) {
    run(mode, scenario, count: count)
}

let modes = ["render", "render-voiceover", "keystroke", "keystroke-voiceover", "numberformatter", "formatstyle"]
let arguments = CommandLine.arguments
if arguments.count >= 4, arguments[1] == "count" {
    guard let scenario = scenarios.first(where: { $0.name == arguments[3] }) else {
        FileHandle.standardError.write(Data("unknown locale \(arguments[3])\n".utf8)); exit(2)
    }
    // Warm up, then count: callgrind --toggle-collect='*countedRun*' counts the second call alone.
    run(arguments[2], scenario, count: 200)
    countedRun(arguments[2], scenario, count: arguments.count > 4 ? Int(arguments[4]) ?? 1000 : 1000)
    exit(0)
}
guard arguments.count >= 2, arguments[1] == "rounds" else {
    print("usage: render-path rounds [ROUNDS] | render-path count MODE LOCALE [N]")
    exit(2)
}
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 31 : 31
let batch = 2000
for scenario in scenarios { for mode in modes { run(mode, scenario, count: 200) } }
var samples: [String: [Double]] = [:]
// Interleaved: each round times every mode of every scenario once, so a change in the machine's
// load moves all of them alike.
for _ in 0..<rounds {
    for scenario in scenarios {
        for mode in modes {
            let start = nanoseconds()
            run(mode, scenario, count: batch)
            samples["\(scenario.name) \(mode)", default: []].append(Double(nanoseconds() - start) / Double(batch))
        }
    }
}
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
print("locale\trender ns\trender+VoiceOver ns\tkeystroke ns\tkeystroke+VoiceOver ns\tNumberFormatter ns\tFormatStyle ns\tNF/render\tNF/render+VO\tNF/keystroke\tNF/keystroke+VO\tFS/render+VO")
for scenario in scenarios {
    let m = modes.map { median(samples["\(scenario.name) \($0)"]!) }
    let times: [String] = m.map { String(format: "%.0f", $0) }
    let ratios: [Double] = [m[4] / m[0], m[4] / m[1], m[4] / m[2], m[4] / m[3], m[5] / m[1]]
    let columns: [String] = [scenario.name] + times + ratios.map { String(format: "%.2f", $0) }
    print(columns.joined(separator: "\t"))
}
print("(\(rounds) interleaved rounds of \(batch) keystrokes or formats each; medians)")
