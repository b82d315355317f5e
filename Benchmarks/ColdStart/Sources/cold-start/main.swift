import Foundation
import MonotonicClock
import TallyCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's resident memory in bytes, all of it and the anonymous part (heap, stacks, runtime
/// metadata: memory the process wrote, which iOS counts in an app's footprint), from Linux's
/// /proc/self/statm (resident − shared); zeros where it is not known. The rest of resident memory
/// is file pages (code and constant data) mapped in on first touch, which the kernel maps in
/// windows of up to 64 KB around each touched page and can drop at any time.
func residentBytes() -> (total: Int, anonymous: Int) {
    #if os(Linux)
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return (0, 0) }
    let fields = text.split(separator: " ")
    guard fields.count > 2, let pages = Int(fields[1]), let shared = Int(fields[2]) else { return (0, 0) }
    let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    return (pages * pageSize, (pages - shared) * pageSize)
    #else
    return (0, 0)
    #endif
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: cold-start formatter|formatstyle|formatstyle-double|amount|amount-own|amount-voiceover|amount-prewarmed|string|plural|string-steps|amount-steps|none [LOCALE]")
    exit(2)
}
let mode = arguments[1]
// The locale is made first and not timed: an app has one before any amount sheet opens.
let locale = Locale(identifier: arguments.count > 2 ? arguments[2] : "en_US")
_ = locale.identifier
if mode == "amount-own" {
    // Tally's own work in the first frame: the frame with VoiceOver off, after the locale's
    // number symbols were learned (not timed), so that no platform formatter runs in it.
    _ = NumberSymbols.cached(locale: locale)
}
if mode == "amount-prewarmed" {
    // What an app does at launch: prewarm on a background queue, long before the sheet opens.
    let group = DispatchGroup()
    DispatchQueue.global(qos: .utility).async(group: group) { AmountFormatter.prewarm(locale: locale, currencies: [.usd]) }
    group.wait()
}
let residentBefore = residentBytes()

// Each measured first use is a function of its own, never inlined, whose name holds `firstUse`, so
// that `valgrind --tool=callgrind --toggle-collect='*firstUse*'` counts its instructions alone
// (Benchmarks/cold-start.sh --instructions), and so that no code of one measurement (the
// compiler hoists type metadata lookups to the top of a function) runs in another's.

/// The first NumberFormatter, with one format: what an app pays without Tally.
@inline(never)
func firstUseFormatter(locale: Locale) -> String {
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .currency
    formatter.currencyCode = "USD"
    return formatter.string(from: 1234.56 as NSDecimalNumber) ?? ""
}

/// The first currency format with Decimal.FormatStyle, of an amount the app already holds as a
/// `Decimal` (made from its parts, which reads no locale data): the platform's other first
/// formatter.
@inline(never)
func firstUseFormatStyle(locale: Locale) -> String {
    Decimal(sign: .plus, exponent: -2, significand: Decimal(123_456)).formatted(.currency(code: "USD").locale(locale))
}

/// The first frame of AmountInputView, VoiceOver off: its state, one keystroke, the figure, and
/// the reading's label and hint (the value is a Text formatted only when VoiceOver reads it).
@inline(never)
func firstUseAmount(locale: Locale) -> String {
    var state = AmountInputViewState(currency: .usd, locale: locale)
    _ = state.entry.perform(.key(.digit(7)))
    let reading = state.accessibilityReading(locale: locale)
    return state.display + " | " + reading.label
}

/// The same with VoiceOver reading the value, which compiles the currency formatter (after
/// `AmountFormatter.prewarm` in the mode amount-prewarmed).
@inline(never)
func firstUseAmountVoiceOver(locale: Locale) -> String {
    var state = AmountInputViewState(currency: .usd, locale: locale)
    _ = state.entry.perform(.key(.digit(7)))
    let reading = state.accessibilityReading(locale: locale)
    return state.display + " | " + reading.label + " " + reading.value
}

/// The first currency format of a `Double` with FloatingPointFormatStyle, the style through
/// which Tally learns a currency's pattern: the least a first use that asks the platform for a
/// currency pattern can cost.
@inline(never)
func firstUseDoubleFormatStyle(locale: Locale) -> String {
    (1234.56).formatted(.currency(code: "USD").locale(locale).precision(.fractionLength(2)))
}

/// The first string lookup.
@inline(never)
func firstUseString(locale: Locale) -> String {
    Localizer.string(.buttonCopy, locale: locale)
}

/// The first lookup of a text with plural variants ("3 days before").
@inline(never)
func firstUsePlural(locale: Locale) -> String {
    Localizer.string(.reminderDaysBefore, locale: locale, count: 3, arguments: [.int(3)])
}

/// Where the first lookup's time goes (diagnostic).
@inline(never)
func firstUseStringSteps(locale: Locale) -> String {
    var marks: [UInt64] = [nanoseconds()]
    var memory: [Int] = [residentBytes().total]
    let language = TallyLanguage(locale: locale)
    marks.append(nanoseconds()); memory.append(residentBytes().total)
    _ = Localizer.bundled
    marks.append(nanoseconds()); memory.append(residentBytes().total)
    let strings = TallyLocalization.strings
    marks.append(nanoseconds()); memory.append(residentBytes().total)
    var produced = strings.string(.buttonCopy, language: language)
    marks.append(nanoseconds()); memory.append(residentBytes().total)
    produced += " steps language, localizer, settings, lookup (µs): " + zip(marks.dropFirst(), marks).map { String(($0 - $1) / 1000) }.joined(separator: " ")
    produced += " (KB): " + zip(memory.dropFirst(), memory).map { String(($0 - $1) / 1024) }.joined(separator: " ")
    return produced
}

/// Where the first amount's time goes (diagnostic): the symbols, the input, the keystroke, the
/// display, the currency formatter and VoiceOver's value.
@inline(never)
func firstUseAmountSteps(locale: Locale) -> String {
    var marks: [UInt64] = [nanoseconds()]
    _ = NumberSymbols.cached(locale: locale)
    marks.append(nanoseconds())
    var input = AmountInput(currency: .usd, locale: locale)
    marks.append(nanoseconds())
    input.apply(.digit(7))
    marks.append(nanoseconds())
    var produced = input.display
    marks.append(nanoseconds())
    _ = AmountFormatter.cached(locale: locale, currency: .usd, style: .currency)
    marks.append(nanoseconds())
    produced += " " + input.accessibilityValue(locale: locale)
    marks.append(nanoseconds())
    produced += " steps symbols, input, key, display, currency formatter, VoiceOver (µs): "
        + zip(marks.dropFirst(), marks).map { String(($0 - $1) / 1000) }.joined(separator: " ")
    return produced
}

/// The measured first use of `mode` (its name is not matched by the `*firstUse*` toggle).
func measured(_ mode: String, locale: Locale) -> String {
    switch mode {
    case "formatter": return firstUseFormatter(locale: locale)
    case "formatstyle": return firstUseFormatStyle(locale: locale)
    case "amount": return firstUseAmount(locale: locale)
    case "amount-voiceover", "amount-prewarmed": return firstUseAmountVoiceOver(locale: locale)
    case "formatstyle-double": return firstUseDoubleFormatStyle(locale: locale)
    case "amount-own": return firstUseAmount(locale: locale)
    case "string": return firstUseString(locale: locale)
    case "plural": return firstUsePlural(locale: locale)
    case "string-steps": return firstUseStringSteps(locale: locale)
    case "amount-steps": return firstUseAmountSteps(locale: locale)
    case "none": return "-"
    default:
        print("unknown mode \(mode)")
        exit(2)
    }
}

let start = nanoseconds()
let produced = measured(mode, locale: locale)
let elapsed = nanoseconds() - start
let residentAfter = residentBytes()
// mode, nanoseconds, resident bytes added, anonymous bytes added, what was produced
print("\(mode)\t\(elapsed)\t\(residentAfter.total - residentBefore.total)\t\(residentAfter.anonymous - residentBefore.anonymous)\t\(produced)")
