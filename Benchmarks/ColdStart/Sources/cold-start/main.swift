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
    print("usage: cold-start formatter|formatstyle|amount|amount-voiceover|amount-prewarmed|string|plural|string-steps|amount-steps|none [LOCALE]")
    exit(2)
}
let mode = arguments[1]
// The locale is made first and not timed: an app has one before any amount sheet opens.
let locale = Locale(identifier: arguments.count > 2 ? arguments[2] : "en_US")
_ = locale.identifier
if mode == "amount-prewarmed" {
    // What an app does at launch: prewarm on a background queue, long before the sheet opens.
    let group = DispatchGroup()
    DispatchQueue.global(qos: .utility).async(group: group) { AmountFormatter.prewarm(locale: locale, currencies: [.usd]) }
    group.wait()
}
let residentBefore = residentBytes()
/// The measured first use; a function of its own so that `valgrind --tool=callgrind
/// --toggle-collect='*firstUse*'` counts its instructions alone (Benchmarks/cold-start.sh
/// --instructions).
@inline(never)
func firstUse(_ mode: String, locale: Locale) -> String {
var produced = ""
switch mode {
case "formatter":
    // The first NumberFormatter, with one format: what an app pays without Tally.
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .currency
    formatter.currencyCode = "USD"
    produced = formatter.string(from: 1234.56 as NSDecimalNumber) ?? ""
case "formatstyle":
    // The first currency format with Decimal.FormatStyle: the platform's other first formatter.
    produced = Decimal(string: "1234.56", locale: Locale(identifier: "en_US_POSIX"))!.formatted(.currency(code: "USD").locale(locale))
case "amount":
    // The first frame of AmountInputView, VoiceOver off: the state, one keystroke, the figure,
    // and the reading's label and hint (the value is a Text formatted when VoiceOver reads it).
    var state = AmountInputViewState(currency: .usd, locale: locale)
    _ = state.entry.perform(.key(.digit(7)))
    let reading = state.accessibilityReading(locale: locale)
    produced = state.display + " | " + reading.label
case "amount-voiceover":
    // The same with VoiceOver reading the value (which compiles the currency formatter).
    var state = AmountInputViewState(currency: .usd, locale: locale)
    _ = state.entry.perform(.key(.digit(7)))
    let reading = state.accessibilityReading(locale: locale)
    produced = state.display + " | " + reading.label + " " + reading.value
case "amount-prewarmed":
    // The same with VoiceOver, after the app called prewarm off the main thread at launch
    // (done before timing, below).
    var state = AmountInputViewState(currency: .usd, locale: locale)
    _ = state.entry.perform(.key(.digit(7)))
    let reading = state.accessibilityReading(locale: locale)
    produced = state.display + " | " + reading.label + " " + reading.value
case "string":
    // The first string lookup.
    produced = Localizer.string(.buttonCopy, locale: locale)
case "plural":
    // The first lookup of a text with plural variants ("3 days before").
    produced = Localizer.string(.reminderDaysBefore, locale: locale, count: 3, arguments: [.int(3)])
case "string-steps":
    // Where the first lookup's time goes (diagnostic).
    var marks: [UInt64] = [nanoseconds()]
    var memory: [Int] = [residentBytes().total]
    let language = TallyLanguage(locale: locale)
    marks.append(nanoseconds()); memory.append(residentBytes().total)
    _ = Localizer.bundled
    marks.append(nanoseconds()); memory.append(residentBytes().total)
    let strings = TallyLocalization.strings
    marks.append(nanoseconds()); memory.append(residentBytes().total)
    produced = strings.string(.buttonCopy, language: language)
    marks.append(nanoseconds()); memory.append(residentBytes().total)
    produced += " steps language, localizer, settings, lookup (µs): " + zip(marks.dropFirst(), marks).map { String(($0 - $1) / 1000) }.joined(separator: " ")
    produced += " (KB): " + zip(memory.dropFirst(), memory).map { String(($0 - $1) / 1024) }.joined(separator: " ")
case "amount-steps":
    // Where the first amount's time goes (diagnostic): the symbols, the input, the keystroke,
    // the display, the currency formatter and VoiceOver's value.
    var marks: [UInt64] = [nanoseconds()]
    _ = NumberSymbols.cached(locale: locale)
    marks.append(nanoseconds())
    var input = AmountInput(currency: .usd, locale: locale)
    marks.append(nanoseconds())
    input.apply(.digit(7))
    marks.append(nanoseconds())
    produced = input.display
    marks.append(nanoseconds())
    _ = AmountFormatter.cached(locale: locale, currency: .usd, style: .currency)
    marks.append(nanoseconds())
    produced += " " + input.accessibilityValue(locale: locale)
    marks.append(nanoseconds())
    produced += " steps symbols, input, key, display, currency formatter, VoiceOver (µs): "
        + zip(marks.dropFirst(), marks).map { String(($0 - $1) / 1000) }.joined(separator: " ")
case "none":
    produced = "-"
default:
    print("unknown mode \(mode)")
    exit(2)
}
return produced
}

let start = nanoseconds()
let produced = firstUse(mode, locale: locale)
let elapsed = nanoseconds() - start
let residentAfter = residentBytes()
// mode, nanoseconds, resident bytes added, anonymous bytes added, what was produced
print("\(mode)\t\(elapsed)\t\(residentAfter.total - residentBefore.total)\t\(residentAfter.anonymous - residentBefore.anonymous)\t\(produced)")
