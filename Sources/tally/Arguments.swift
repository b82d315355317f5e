import ArgumentParser
import Foundation
import TallyCore

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
}
