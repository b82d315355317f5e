import ArgumentParser
import Foundation
@_spi(Tally) import TallyCore
import TallyToolSupport

/// Arguments read before anything runs: a malformed one stops the command with its name, what is
/// wrong and what would be accepted, and exit code 1.
enum Arguments {
    /// `text` as a locale for `command`, or exit 1 naming `option`.
    static func locale(_ text: String, option: String, command: String) throws -> Locale {
        switch LocaleIdentifier.parse(text) {
        case .success(let locale): return locale
        case .failure(let error):
            printError("\(command): \(option) \(error)")
            throw ExitCode(1)
        }
    }

    /// `text` as an exact number for `command`, or exit 1 naming `argument`.
    static func decimal(_ text: String, argument: String, command: String, allowsNegative: Bool) throws -> Decimal {
        switch PlainDecimal.parse(text, allowsNegative: allowsNegative) {
        case .success(let value): return value
        case .failure(let error):
            printError("\(command): \(argument) \(error)")
            throw ExitCode(1)
        }
    }

    /// `value` for `option` when it is a finite number in `range`, or exit 1 naming it.
    static func finite(_ value: Double, in range: ClosedRange<Double>, option: String, command: String) throws -> Double {
        guard value.isFinite, range.contains(value) else {
            printError("\(command): \(option) \(value) is not a width in points: write a number from \(NumberText.format(range.lowerBound)) to \(NumberText.format(range.upperBound))")
            throw ExitCode(1)
        }
        return value
    }
}
