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

    /// `code` as a currency (ISO 4217, active or withdrawn) for `command`, or exit 1 naming
    /// `option` (nil for none) and the code, escaped and cut to `limit` characters when given.
    static func currency(_ code: String, option: String?, command: String, limit: Int? = nil) throws -> Currency {
        guard let currency = Currency.recognized(code) else {
            let shown = limit.map { VisibleText.escaped(code, limit: $0) } ?? VisibleText.escaped(code)
            printError("\(command): \(option.map { $0 + " " } ?? "")\"\(shown)\" is not an ISO 4217 currency code, active or withdrawn (for example CHF or BGN)")
            throw ExitCode(1)
        }
        return currency
    }

    /// The options of `tally amount type` and `tally amount format` that take a value.
    static let amountValueOptions: Set<String> = ["--currency", "--locale", "--width", "--maximum", "--minimum", "--steps-file", "--style", "--sign"]

    /// `arguments` with the steps and values of `tally amount type` and `tally amount format`
    /// that start with "-" but are no option ("-12.5", "-5<", "-") moved after a "--", so that
    /// ArgumentParser reads them as values: the options first, in their order (a value of an
    /// option that starts with "-" joined to it, "--minimum=-100"; "-" alone, standard input,
    /// stays as it is), then "--" and every step
    /// in its order. Any other command's arguments, and arguments without such a value, are
    /// returned unchanged.
    static func signedValuesAsPositionals(_ arguments: [String]) -> [String] {
        guard arguments.count > 2, arguments[0] == "amount", arguments[1] == "type" || arguments[1] == "format" else { return arguments }
        /// A value that starts with "-" and is no option: "-" alone, or "-" before anything but a letter or "-".
        func isSignedValue(_ argument: String) -> Bool {
            guard argument.hasPrefix("-") else { return false }
            guard let second = argument.dropFirst().first else { return true }
            return !(second.isLetter || second == "-")
        }
        let rest = Array(arguments.dropFirst(2))
        var options: [String] = [], positionals: [String] = []
        var index = 0, signed = false
        while index < rest.count {
            let argument = rest[index]
            if argument == "--" {
                positionals += rest[(index + 1)...]
                break
            }
            if amountValueOptions.contains(argument), index + 1 < rest.count {
                let value = rest[index + 1]
                if value != "-", isSignedValue(value) {
                    options.append(argument + "=" + value)
                    signed = true
                } else {
                    options += [argument, value]
                }
                index += 2
                continue
            }
            if isSignedValue(argument) {
                signed = true
                positionals.append(argument)
            } else if argument.hasPrefix("-") {
                options.append(argument)
            } else {
                positionals.append(argument)
            }
            index += 1
        }
        guard signed else { return arguments }
        return Array(arguments.prefix(2)) + options + ["--"] + positionals
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
