import Foundation
import TallyCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Nanoseconds on a monotonic clock.
func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The process's resident memory in bytes (Linux: /proc/self/statm), or 0 where it is not known.
func residentBytes() -> Int {
    #if os(Linux)
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
    return 0
    #endif
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: cold-start formatter|amount|string|plural|string-steps|none [LOCALE]")
    exit(2)
}
let mode = arguments[1]
// The locale is made first and not timed: an app has one before any amount sheet opens.
let locale = Locale(identifier: arguments.count > 2 ? arguments[2] : "en_US")
_ = locale.identifier
let residentBefore = residentBytes()
let start = nanoseconds()
var produced = ""
switch mode {
case "formatter":
    // The first NumberFormatter, with one format: what an app pays without Tally.
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .currency
    formatter.currencyCode = "USD"
    produced = formatter.string(from: 1234.56 as NSDecimalNumber) ?? ""
case "amount":
    // The first amount with one keystroke, its display and its VoiceOver value.
    var input = AmountInput(currency: .usd, locale: locale)
    input.apply(.digit(7))
    produced = input.display + " " + input.accessibilityValue(locale: locale)
case "string":
    // The first string lookup.
    produced = Localizer.string(.buttonCopy, locale: locale)
case "plural":
    // The first lookup of a text with plural variants ("3 days before").
    produced = Localizer.string(.reminderDaysBefore, locale: locale, count: 3, arguments: [.int(3)])
case "string-steps":
    // Where the first lookup's time goes (diagnostic).
    var marks: [UInt64] = [nanoseconds()]
    let language = TallyLanguage(locale: locale)
    marks.append(nanoseconds())
    _ = Localizer.bundled
    marks.append(nanoseconds())
    let strings = TallyLocalization.strings
    marks.append(nanoseconds())
    _ = language.pluralRules
    marks.append(nanoseconds())
    produced = strings.string(.buttonCopy, language: language)
    marks.append(nanoseconds())
    produced += " steps(µs): " + zip(marks.dropFirst(), marks).map { String(($0 - $1) / 1000) }.joined(separator: " ")
case "none":
    produced = "-"
default:
    print("unknown mode \(mode)")
    exit(2)
}
let elapsed = nanoseconds() - start
let added = residentBytes() - residentBefore
// mode, nanoseconds, resident bytes added, what was produced
print("\(mode)\t\(elapsed)\t\(added)\t\(produced)")
