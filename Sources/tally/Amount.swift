import ArgumentParser
import Foundation
import TallyCatalog
import TallyCore

struct Amount: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay typing, format amounts and convert them, with Tally's amount engine.",
        subcommands: [TypeKeys.self, Format.self, Convert.self]
    )

    struct CurrencyOptions: ParsableArguments {
        @Option(help: "An ISO 4217 code, for example CHF.")
        var currency: String

        @Option(help: "A locale, for example de_CH or ru_RU.")
        var locale: String

        func resolved() throws -> (Currency, Locale) {
            guard let currency = Currency.named(currency) else {
                printError("tally amount: \"\(self.currency)\" is not an active ISO 4217 currency")
                throw ExitCode(1)
            }
            return (currency, Locale(identifier: locale))
        }
    }

    struct TypeKeys: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "type",
            abstract: "Replay keystrokes and print each step: display, accessibility value, fitted font size, error.",
            discussion: "KEYS: digits, '.' and ',', '<' for backspace, '!' for clear; an argument 'paste:TEXT' pastes TEXT."
        )

        @Argument(help: "Keys, for example 1234,5 or '12<3' or 'paste:CHF 1’234.50'.")
        var keys: [String]

        @OptionGroup var options: CurrencyOptions

        @Option(help: "The width the amount has, in points, for the fitted font size.")
        var width: Double = 343

        @Flag(help: "Print JSON.")
        var json = false

        func run() throws {
            let (currency, locale) = try options.resolved()
            var amount = AmountInput(currency: currency, locale: locale)
            let fit = AmountFontFit()
            var steps: [(key: String, display: String, value: String, size: Double, error: String?)] = []
            var previous = amount.value
            var directions: [Bool] = []
            for argument in keys {
                let presses: [(String, AmountKey)]
                if argument.hasPrefix("paste:") {
                    presses = [(argument, .paste(String(argument.dropFirst(6))))]
                } else {
                    presses = Array(zip(argument.map(String.init), AmountKey.keys(typing: argument)))
                }
                for (label, key) in presses {
                    let rejection = amount.apply(key)
                    directions.append(AmountInput.countsDown(from: previous, to: amount.value))
                    previous = amount.value
                    let size = fit.fontSize(for: amount.display, availableWidth: width, measurer: AdvanceWidthMeasurer.interBoldTabular)
                    steps.append((label, amount.display, amount.accessibilityValue(locale: locale), size, rejection?.message(locale: locale)))
                }
            }
            if json {
                let nodes: [JSONNode] = zip(steps, directions).map { step, down in
                    var members: [(String, JSONNode)] = [
                        ("key", .string(step.key)), ("display", .string(step.display)),
                        ("accessibilityValue", .string(step.value)),
                        ("fontSize", .number(JSONNumber(literal: NumberText.format(step.size, maximumFractionDigits: 2)) ?? JSONNumber(0))),
                        ("countsDown", .bool(down)),
                    ]
                    members.append(("error", step.error.map { .string($0) } ?? .null))
                    return .object(members)
                }
                print(JSONWriter.write(.array(nodes)), terminator: "")
            } else {
                for step in steps {
                    var line = "\(step.key)\t\(step.display)\t\(step.value)\t\(NumberText.format(step.size, maximumFractionDigits: 1)) pt"
                    if let error = step.error { line += "\t\(error)" }
                    print(line)
                }
            }
        }
    }

    struct Format: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Format VALUE as the locale writes it, exactly as NumberFormatter does.")

        enum Style: String, ExpressibleByArgument, CaseIterable { case currency, decimal, compact }

        @Argument(help: "A decimal number written with '.', for example 1234.5.")
        var value: String

        @OptionGroup var options: CurrencyOptions

        @Option(help: "currency, decimal or compact.")
        var style: Style = .currency

        func run() throws {
            let (currency, locale) = try options.resolved()
            guard let number = Decimal(string: value, locale: Locale(identifier: "en_US_POSIX")), !value.isEmpty,
                  value.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }) else {
                printError("tally amount format: \"\(value)\" is not a number written with '.'")
                throw ExitCode(1)
            }
            switch style {
            case .currency: print(AmountFormatter.cached(locale: locale, currency: currency, style: .currency).string(number))
            case .decimal: print(AmountFormatter.cached(locale: locale, currency: currency, style: .decimal).string(number))
            case .compact: print(CompactAmountFormatter.cached(locale: locale).string(number))
            }
        }
    }

    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Convert VALUE from one currency to another with ECB reference rates; prints the result and the rates' date."
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
            guard let amount = Decimal(string: value, locale: Locale(identifier: "en_US_POSIX")),
                  value.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else {
                printError("tally amount convert: \"\(value)\" is not a positive number written with '.'")
                throw ExitCode(1)
            }
            guard let source = Currency.named(from), let target = Currency.named(to) else {
                printError("tally amount convert: unknown currency \"\(Currency.named(from) == nil ? from : to)\"")
                throw ExitCode(1)
            }
            let table: ECBReferenceRates
            do {
                if let rates {
                    guard let data = FileManager.default.contents(atPath: rates) else {
                        printError("tally amount convert: cannot read \(rates)")
                        throw ExitCode(1)
                    }
                    table = try ECBReferenceRates(data: data)
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
            let formatter = AmountFormatter.cached(locale: Locale(identifier: locale), currency: target, style: .currency)
            print("\(formatter.string(converted))\t(ECB rates of \(table.date))")
        }
    }
}
