import ArgumentParser
import Foundation
import TallyCatalog
@_spi(Tally) import TallyCore
import TallyToolSupport

struct Amount: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay typing, format and convert amounts.",
        discussion: "Each with Tally's amount engine, as the app does.",
        subcommands: [TypeKeys.self, Format.self, Convert.self, Currencies.self]
    )

    struct CurrencyOptions: ParsableArguments {
        @Option(help: "An ISO 4217 code, active or withdrawn, for example CHF or BGN.")
        var currency: String

        @Option(help: "A locale, for example de_CH or ru_RU.")
        var locale: String

        func resolved() throws -> (Currency, Locale) {
            (try Arguments.currency(currency, option: nil, command: "tally amount"),
             try Arguments.locale(locale, option: "--locale", command: "tally amount"))
        }
    }

    struct TypeKeys: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "type",
            abstract: "Replay typing on an amount and print each step.",
            discussion: """
            Replays what a person does to an amount and prints each step: display, accessibility value, fitted \
            font size, refusal.

            STEPS: keys, one per character, read as the system and a hardware keyboard read them: a digit of any \
            script (0-9, Arabic-Indic, Persian, Devanagari, full-width...), '.' and ',' and the Arabic and full-width \
            separators; white space changes nothing; '<' is backspace and '!' clear; '±' is the sign key (refused \
            unless --allows-negative); '+', '-' (or '−'), '*' (or '×') and '/' (or '÷') are the operators and '=' \
            ends the expression ('12.40+7.60=' adds up to 20.00); any other character is a refused step with its \
            reason. A '-' before anything is typed is the sign with --allows-negative and a subtraction from zero \
            without it ('0 −', then a digit is refused: the amount cannot be negative); after digits it is a \
            subtraction. An expression is exact: a result the currency cannot hold ('10÷3' in CHF), a division by \
            zero or a total below zero is a refused step with its reason, never rounded. A step starting with '-' \
            ('-12') needs no '--' before it. An argument 'paste:TEXT' pastes TEXT, 'quick:AMOUNT' taps a quick amount \
            (written with '.'), 'currency:CODE' changes the currency, 'value:AMOUNT' is a value the app sets (written \
            with '.'; 'value:' alone empties the amount), and 'edit:TEXT' is the amount field's whole text after one edit \
            (the field's text before it is the amount as shown). Every text goes through the one rule of what becomes an \
            amount: exactly one amount in the currency and locale, or refused with the reason.

            Up to \(StepsFile.grouped(Tally.maximumArgumentCount)) arguments are read. Longer step lists go in a file, \
            --steps-file PATH (or --steps-file - for standard input): one step a line, written as an argument is; empty \
            lines and lines starting with '#' are skipped, a carriage return before a line feed is dropped. At most \
            \(StepsFile.grouped(StepsFile.maximumSteps)) steps (a key is one, a prefixed step one) and \
            \(StepsFile.grouped(StepsFile.maximumBytes)) bytes; a malformed line stops the command, naming its number.

            OUTPUT: one line a step, its columns separated by tabs: the step, the display, what VoiceOver reads, the \
            fitted font size and the refusal, if any. While the amount is an expression the display is followed by its \
            running total ('12.40 + 7.6 = 20.00'). With --json, an array of one object a step: key, display, \
            accessibilityValue, currency, fontSize, countsDown, value (the exact amount, for an expression its \
            total, as plain decimal text such as "20" or "-12.5"; null while nothing is typed), expression (the \
            expression as shown, null for a plain amount), total (its running total as shown, null for a plain \
            amount) and error (the refusal, or null).
            """
        )

        @Argument(help: ArgumentHelp(
            "Steps, for example 1234,5 or '12<3' or 12.40+7.60= or 'paste:CHF 1’234.50' or quick:20 or currency:JPY or value:12.5 or 'edit:1,24,567.89'. Up to \(StepsFile.grouped(Tally.maximumArgumentCount)) arguments; longer lists go in --steps-file.",
            valueName: "steps"))
        var keys: [String] = []

        @Option(name: .customLong("steps-file"), help: ArgumentHelp(
            "A file of steps, one a line, written as the arguments are ('-' reads standard input). Blank lines and lines starting with '#' are skipped. At most \(StepsFile.grouped(StepsFile.maximumSteps)) steps and \(StepsFile.grouped(StepsFile.maximumBytes)) bytes.",
            valueName: "path"))
        var stepsFile: String?

        @OptionGroup var options: CurrencyOptions

        @Option(help: "The width the amount has, in points, for the fitted font size.")
        var width: Double = 343

        @Option(help: "The largest amount accepted, written with '.', for example 500.")
        var maximum: String?

        @Option(help: "The smallest amount accepted, written with '.', for example -100 (raised to 0 without --allows-negative).")
        var minimum: String?

        @Flag(help: "Let the amount be negative: the sign key ('±', or '-' before anything is typed), negative pastes, quick amounts, values and totals are taken.")
        var allowsNegative = false

        @Flag(help: "Print JSON: one object a step, with its key, display, value, expression, total and error.")
        var json = false

        /// Why a step cannot be read: what is wrong with it, its text quoted and escaped.
        struct StepError: Error {
            var message: String
        }

        /// The actions of `argument` (a step as an argument or a line of a steps file), each with
        /// the label its step is printed with; nil for a key that changes nothing (white space).
        /// A key is read with the keyboard's mapping (``AmountKey/key(typing:symbols:)``), in the
        /// amount's `symbols`.
        ///
        /// - Throws: ``StepError`` for a malformed `quick:`, `value:` or `currency:` step.
        static func actions(of argument: String, symbols: NumberSymbols) throws(StepError) -> [(label: String, action: AmountAction?)] {
            func number(_ text: String, allowsNegative: Bool) throws(StepError) -> Decimal {
                switch PlainDecimal.parse(text, allowsNegative: allowsNegative) {
                case .success(let value): return value
                case .failure(let error): throw StepError(message: "\"\(VisibleText.escaped(argument, limit: 80))\": \(error)")
                }
            }
            if argument.hasPrefix("paste:") { return [(argument, .paste(String(argument.dropFirst(6))))] }
            if argument.hasPrefix("quick:") {
                // A negative preset is a number too: the amount decides whether it takes it.
                return [(argument, .quickAmount(try number(String(argument.dropFirst(6)), allowsNegative: true)))]
            }
            if argument.hasPrefix("value:") {
                let text = String(argument.dropFirst(6))
                guard !text.isEmpty else { return [(argument, .setValue(nil))] }
                // The app's value is any number: the amount's rule decides whether it is held.
                return [(argument, .setValue(try number(text, allowsNegative: true)))]
            }
            if argument.hasPrefix("edit:") { return [(argument, .text(String(argument.dropFirst(5))))] }
            if argument.hasPrefix("currency:") {
                let code = String(argument.dropFirst(9))
                guard let currency = Currency.recognized(code) else {
                    throw StepError(message: "\"\(VisibleText.escaped(argument, limit: 80))\": \"\(VisibleText.escaped(code, limit: 32))\" is not an ISO 4217 currency code, active or withdrawn")
                }
                return [(argument, .changeCurrency(currency))]
            }
            return argument.map { (String($0), AmountKey.key(typing: $0, symbols: symbols).map(AmountAction.key)) }
        }

        /// The steps to replay, from the arguments or from `--steps-file`, or exit 1 saying why
        /// not: both or neither given, a malformed step (with its line in a file), more than
        /// ``StepsFile/maximumSteps`` steps, a file that cannot be read or is too large.
        func steps(symbols: NumberSymbols) throws -> [(label: String, action: AmountAction?)] {
            let command = "tally amount type"
            let lines: [(number: Int?, text: String)]
            let source: String
            switch (stepsFile, keys.isEmpty) {
            case (nil, true):
                printError("\(command): no steps: give them as arguments (up to \(StepsFile.grouped(Tally.maximumArgumentCount))) or in a file with --steps-file PATH")
                throw ExitCode(1)
            case (.some, false):
                printError("\(command): steps are given as arguments or with --steps-file, not both")
                throw ExitCode(1)
            case (nil, false):
                lines = keys.map { (nil, $0) }
                source = ""
            case (let path?, true):
                if path != "-" { try Arguments.inputFile(path, option: "--steps-file", command: command) }
                source = path == "-" ? "standard input" : VisibleText.escaped(path)
                do {
                    lines = try StepsFile.lines(path == "-" ? StepsFile.readStandardInput() : StepsFile.read(path), source: source)
                } catch {
                    printError("\(command): --steps-file \(error)")
                    throw ExitCode(1)
                }
            }
            var steps: [(label: String, action: AmountAction?)] = []
            for line in lines {
                // Counted before the line's steps are made: a step with a prefix is one, any other
                // text one a character.
                let prefixes = ["paste:", "quick:", "value:", "edit:", "currency:"]
                let count = prefixes.contains(where: line.text.hasPrefix) ? 1 : line.text.count
                guard steps.count + count <= StepsFile.maximumSteps else {
                    let place = line.number.map { " (by line \($0) of \(source))" } ?? ""
                    printError("\(command): more than \(StepsFile.grouped(StepsFile.maximumSteps)) steps\(place); at most \(StepsFile.grouped(StepsFile.maximumSteps)) are replayed in one run")
                    throw ExitCode(1)
                }
                do {
                    steps += try Self.actions(of: line.text, symbols: symbols)
                } catch {
                    printError("\(command): \(line.number.map { "--steps-file \(source), line \($0): " } ?? "")\(error.message)")
                    throw ExitCode(1)
                }
            }
            return steps
        }

        func run() throws {
            let (currency, locale) = try options.resolved()
            var maximumValue: Decimal?, minimumValue: Decimal?
            if let maximum {
                maximumValue = try Arguments.decimal(maximum, argument: "--maximum", command: "tally amount type", allowsNegative: allowsNegative)
            }
            if let minimum {
                minimumValue = try Arguments.decimal(minimum, argument: "--minimum", command: "tally amount type", allowsNegative: true)
            }
            let width = try Arguments.finite(width, in: 1...10_000, option: "--width", command: "tally amount type")
            // The amount as a focused text field holds it: keys, pastes and taps act on its amount,
            // an edit on its text, and a value comes from the app. It takes arithmetic, as the
            // keypad's operators and a hardware keyboard's + - * / = do.
            let input = AmountInput(currency: currency, locale: locale, maximumValue: maximumValue, minimumValue: minimumValue,
                                    allowsNegative: allowsNegative, allowsExpressions: true)
            var field = CurrencyFieldState(entry: AmountEntry(input: input), isFocused: true)
            let steps = try steps(symbols: field.input.symbols)
            let fit = AmountFontFit()
            var printed: [(key: String, display: String, value: String, currency: String, size: Double, countsDown: Bool, error: String?,
                           amount: String?, expression: String?, total: String?)] = []
            for (label, action) in steps {
                let previous = field.input.value
                let rejection: AmountInputRejection?
                switch action {
                case nil: rejection = nil  // white space: a keyboard's space changes nothing
                case .text(let text)?: rejection = field.edit(text)
                case .setValue(let value)?: rejection = field.perform(.setValue(value), origin: .app)
                case let action?: rejection = field.perform(action)
                }
                let input = field.input
                let size = fit.fontSize(for: input.display, availableWidth: width, measurer: AdvanceWidthMeasurer.interBoldTabular)
                printed.append((label, input.display, input.accessibilityValue(locale: locale), input.currency.code, size,
                                AmountInput.countsDown(from: previous, to: input.value), rejection?.message(locale: locale),
                                input.isEmpty ? nil : input.value.description, input.isExpression ? input.display : nil,
                                input.totalDisplay))
            }
            if json {
                let nodes: [JSONNode] = printed.map { step in
                    var members: [(String, JSONNode)] = [
                        ("key", .string(step.key)), ("display", .string(step.display)),
                        ("accessibilityValue", .string(step.value)), ("currency", .string(step.currency)),
                        ("fontSize", .number(JSONNumber(literal: NumberText.format(step.size, maximumFractionDigits: 2)) ?? JSONNumber(0))),
                        ("countsDown", .bool(step.countsDown)),
                        // The exact value as plain decimal text ("1234.5"), null while nothing is typed; an
                        // expression's total ("20" for "12.40 + 7.60").
                        ("value", step.amount.map { .string($0) } ?? .null),
                        // The expression as shown and its running total as shown, both null for a plain amount.
                        ("expression", step.expression.map { .string($0) } ?? .null),
                        ("total", step.total.map { .string($0) } ?? .null),
                    ]
                    members.append(("error", step.error.map { .string($0) } ?? .null))
                    return .object(members)
                }
                printOutput(JSONWriter.write(.array(nodes)), terminator: "")
            } else {
                for step in printed {
                    // A tab separates the columns, so a tab or line feed in a step is escaped.
                    // An expression's display is followed by its running total: "12.40 + 7.6 = 20.00".
                    let display = step.total.map { "\(step.display) = \($0)" } ?? step.display
                    var line = [step.key, display, step.value].map(VisibleText.escaped).joined(separator: "\t")
                        + "\t\(NumberText.format(step.size, maximumFractionDigits: 1)) pt"
                    if let error = step.error { line += "\t\(VisibleText.escaped(error))" }
                    printOutput(line)
                }
            }
        }
    }

    struct Format: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Format an amount as a locale writes it.",
            discussion: """
            Formats VALUE exactly as NumberFormatter does (the standard, accounting and decimal styles), or in \
            compact notation, signed by what it is: an expense is shown negated ("-$4.50"), an income with a \
            plus ("+$4.50"), a balance as it is, unsigned without its sign. What FormattedAmountText draws.
            """
        )

        enum Style: String, ExpressibleByArgument, CaseIterable {
            case standard, accounting, compact, decimal
            /// The standard style's former name.
            case currency
            /// The compact number alone, without the currency ("3,4 млн").
            case compactNumber = "compact-number"
        }

        enum Sign: String, ExpressibleByArgument, CaseIterable { case expense, income, balance, unsigned }

        @Argument(help: "A decimal number written with '.', for example 1234.5 or -12.5 (no '--' needed before it).")
        var value: String

        @OptionGroup var options: CurrencyOptions

        @Option(help: "standard (or currency), accounting, compact, decimal or compact-number.")
        var style: Style = .standard

        @Option(help: "expense, income, balance or unsigned: what the amount is, which decides its sign.")
        var sign: Sign = .balance

        func run() throws {
            let (currency, locale) = try options.resolved()
            let number = try Arguments.decimal(value, argument: "VALUE", command: "tally amount format", allowsNegative: true)
            let policy: FormattedAmountTextState.SignPolicy
            switch sign {
            case .expense: policy = .expense
            case .income: policy = .income
            case .balance: policy = .balance
            case .unsigned: policy = .unsigned
            }
            func shown(_ style: FormattedAmountTextState.Style) -> String {
                FormattedAmountTextState(amount: number, currency: currency, locale: locale, sign: policy, style: style).text
            }
            switch style {
            case .standard, .currency: printOutput(shown(.standard))
            case .accounting: printOutput(shown(.accounting))
            case .compact: printOutput(shown(.compact))
            case .decimal:
                let value = FormattedAmountTextState.shown(number, sign: policy)
                printOutput(AmountFormatter.cached(locale: locale, currency: currency, style: .decimal)
                    .string(value, showingPlus: policy == .expense || policy == .income))
            case .compactNumber:
                guard policy == .balance else {
                    printError("tally amount format: --sign \(sign.rawValue) needs a currency style (standard, accounting or compact); compact-number writes the number as it is")
                    throw ExitCode(1)
                }
                printOutput(CompactAmountFormatter.cached(locale: locale).string(number))
            }
        }
    }

    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Convert an amount with the ECB's reference rates.",
            discussion: "Converts VALUE from one currency to another and prints the result and the rates' date."
        )

        @Argument(help: "A decimal number written with '.'.")
        var value: String

        @Argument(help: "The currency of VALUE.")
        var from: String

        @Argument(help: "The currency to convert to.")
        var to: String

        @Option(help: "An ECB daily rates XML file (default: the bundled rates of 2018-09-12).")
        var rates: String?

        @Option(help: "A locale to write the result in.")
        var locale = "en_US_POSIX"

        func run() throws {
            let amount = try Arguments.decimal(value, argument: "VALUE", command: "tally amount convert", allowsNegative: false)
            let outputLocale = try Arguments.locale(locale, option: "--locale", command: "tally amount convert")
            guard let source = Currency.named(from), let target = Currency.named(to) else {
                printError("tally amount convert: unknown currency \"\(VisibleText.escaped(Currency.named(from) == nil ? from : to))\"")
                throw ExitCode(1)
            }
            if let rates { try Arguments.inputFile(rates, option: "--rates", command: "tally amount convert") }
            let table: ECBReferenceRates
            do {
                if let rates {
                    table = try ECBReferenceRates(contentsOfFile: rates)
                } else {
                    table = try CatalogData.bundledRates()
                }
            } catch let exit as ExitCode {
                throw exit
            } catch {
                printError("tally amount convert: \(error)")
                throw ExitCode(1)
            }
            guard let converted = table.convert(amount, from: source, to: target) else {
                printError("tally amount convert: \(Localizer.string(.currencyErrorRateUnavailable, locale: Locale(identifier: "en"))) (\(source.code) → \(target.code) on \(table.date))")
                throw ExitCode(1)
            }
            let formatter = AmountFormatter.cached(locale: outputLocale, currency: target, style: .currency)
            printOutput("\(formatter.string(converted))\t(ECB rates of \(table.date))")
        }
    }

    struct Currencies: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the currency picker's rows, or search them.",
            discussion: """
            Prints the rows of the currency picker (CurrencyPickerState) in order, one a line: the code, the name in \
            the UI language and the symbol the locale writes, separated by tabs. Without --search the rows are in \
            sections, each after its title: the favourites, the recents, then every currency. With --search only \
            the matching rows, best first: the code, the symbol, and the name in the UI language and in English \
            are searched, ignoring case and diacritics ("franc" finds CHF, "zl" finds PLN).
            """
        )

        @Option(help: "What a person typed in the picker's search field, for example franc, юань, $ or zl.")
        var search: String?

        @Option(help: "The locale whose symbols the rows show, for example de_CH or ru_RU.")
        var locale = "en_US"

        @Option(help: "The language of the names and titles, for example fr or pt-BR (default: the locale's).")
        var language: String?

        @Option(help: "The app's favourite currencies, in order, separated by commas, for example CHF,EUR.")
        var favourites: String?

        @Option(help: "The person's recent currencies, newest first, separated by commas, for example USD,JPY.")
        var recents: String?

        @Flag(help: "List withdrawn currencies too (BGN, HRK...).")
        var withdrawn = false

        @Flag(help: "Print JSON: an array of rows, each with section, code, name and symbol.")
        var json = false

        /// The currencies in `list` (codes separated by commas), or exit 1 naming `option` and the
        /// code that is not one.
        static func currencies(_ list: String?, option: String) throws -> [Currency] {
            guard let list else { return [] }
            return try list.split(separator: ",", omittingEmptySubsequences: false).map { code in
                try Arguments.currency(code.trimmingCharacters(in: .whitespaces), option: option, command: "tally amount currencies", limit: 32)
            }
        }

        func run() throws {
            let command = "tally amount currencies"
            let locale = try Arguments.locale(locale, option: "--locale", command: command)
            var uiLanguage: TallyLanguage?
            if let language {
                do {
                    uiLanguage = try TallyLanguage(validating: language)
                } catch {
                    printError("\(command): --language \(error)")
                    throw ExitCode(1)
                }
            }
            let picker = CurrencyPickerState(selection: .usd, favourites: try Self.currencies(favourites, option: "--favourites"),
                                             recents: try Self.currencies(recents, option: "--recents"), includesWithdrawn: withdrawn,
                                             locale: locale, language: uiLanguage, searchText: search ?? "")
            if json {
                let nodes: [JSONNode] = picker.sections.flatMap { section in
                    section.rows.map { row in
                        JSONNode.object([("section", .string(section.kind.rawValue)), ("code", .string(row.code)),
                                         ("name", .string(row.name)), ("symbol", .string(row.symbol))])
                    }
                }
                printOutput(JSONWriter.write(.array(nodes)), terminator: "")
                return
            }
            if let noResults = picker.noResultsText {
                printOutput(noResults)
                return
            }
            // Sections only when not searching: a search's rows are one list, best first.
            let titled = picker.sections.first?.kind != .results
            for (index, section) in picker.sections.enumerated() {
                if titled {
                    if index > 0 { printOutput("") }
                    printOutput(VisibleText.escaped(section.title))
                }
                for row in section.rows {
                    // A tab separates the columns, so a tab or line feed in a text is escaped.
                    printOutput([row.code, row.name, row.symbol].map(VisibleText.escaped).joined(separator: "\t"))
                }
            }
        }
    }
}
