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

    /// Nothing, when `path` is a readable file; else exit 1 for `command` saying what is there
    /// instead: "no such file: PATH" (with files of that name nearby, if any), a folder, or a file
    /// that cannot be read. Every file a command reads is checked here before it is read.
    static func inputFile(_ path: String, option: String?, command: String) throws {
        guard let problem = InputFile.problem(at: path) else { return }
        let nearby = problem == .missing ? InputFile.nearby(path, root: FileManager.default.currentDirectoryPath) : []
        printError("\(command): \(InputFile.message(problem, path: path, option: option, nearby: nearby))")
        throw ExitCode(1)
    }

    /// Nothing, when `path` is a folder that can be listed; else exit 1 for `command` saying
    /// "no such folder: PATH", or what is there instead.
    static func inputFolder(_ path: String, option: String, command: String) throws {
        switch InputFile.problem(at: path, folder: true) {
        case nil: return
        case .missing: printError("\(command): \(InputFile.message(missingFolder: path, option: option))")
        case let problem?: printError("\(command): \(InputFile.message(problem, path: path, option: option))")
        }
        throw ExitCode(1)
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
