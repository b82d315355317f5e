import Foundation
import TallyCore
import Testing

/// Random sequences of keys, operators, pastes and focus changes on an amount that takes
/// arithmetic, driven through the state `AmountInputView` draws (and its keypad). After every
/// step either the step was refused and nothing changed but the reason shown, or the value the
/// app holds is exactly what an evaluation written here, independently of the engine, makes of
/// the expression as displayed; and it is always an amount the currency can hold.
@Suite("Money path: random expressions")
struct ExpressionPropertyTests {
    static let locales = ["en_US", "de_CH", "ru_RU", "fr_FR", "de_DE", "ja_JP", "ar_EG"].map(Locale.init(identifier:))
    static let currencies: [Currency] = [.chf, .jpy, .kwd, .usd]
    static let pastes = ["12.40+7.60", "7÷35", "10÷3", "10÷0", "0.5×0.01", "100-1", "2+3×4=", "€5+3", "5++3", "12+", "-5+3", "1.2K+1",
                         "99999999999×99", "1/8", "3*3", "2024-12-05"]

    struct Configuration: CustomStringConvertible {
        var allowsNegative = false
        var minimum: Decimal?
        var maximum: Decimal?
        var description: String { "allowsNegative \(allowsNegative), minimum \(minimum.map { "\($0)" } ?? "none"), maximum \(maximum.map { "\($0)" } ?? "none")" }
    }

    static let configurations = [
        Configuration(), Configuration(allowsNegative: true), Configuration(maximum: 1000), Configuration(allowsNegative: true, minimum: -50, maximum: 500),
    ]

    enum Step { case key(AmountKey), paste(String), blur }

    static func randomStep(_ random: inout SplitMix64, separator: Character) -> Step {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        switch random.next() % 20 {
        case 0...7: return .key(.digit(Int(random.next() % 10)))
        case 8: return .key(.separator(separator))
        case 9...12: return .key(.operation(pick(AmountOperator.allCases)))
        case 13: return .key(.equals)
        case 14, 15: return .key(.backspace)
        case 16: return .key(pick([.clear, .toggleSign]))
        case 17, 18: return .paste(pick(pastes))
        default: return .blur
        }
    }

    /// The display read back as numbers and operators, with nothing of the engine: the locale's
    /// digits mapped to ASCII, its grouping dropped, its decimal separator made ".". Operators
    /// stand between spaces.
    static func evaluate(display: String, symbols: NumberSymbols) -> Decimal? {
        var operands: [Decimal] = [], operators: [String] = []
        for (index, token) in display.components(separatedBy: " ").enumerated() {
            if index % 2 == 1 {
                guard ["+", "−", "×", "÷"].contains(token) else { return nil }
                operators.append(token)
                continue
            }
            var ascii = ""
            var rest = Substring(token)
            if rest.hasPrefix(symbols.minusSign) {
                ascii = "-"
                rest = rest.dropFirst(symbols.minusSign.count)
            }
            for character in rest {
                if let digit = symbols.digits.firstIndex(of: String(character)) {
                    ascii += String(digit)
                } else if String(character) == symbols.decimalSeparator {
                    ascii += "."
                } else if String(character) != symbols.groupingSeparator {
                    return nil
                }
            }
            if ascii == "-" {
                // A minus still waiting for its digits, last: not an operand yet.
                guard index == display.components(separatedBy: " ").count - 1 else { return nil }
                if operators.isEmpty { return 0 }
                operators.append("pending")
                continue
            }
            guard let value = Decimal(string: ascii.isEmpty ? "0" : ascii, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
            operands.append(value)
        }
        // An operator with nothing after it, or a zero divisor being typed, does not count yet.
        if operators.last == "pending" { operators.removeLast() }
        if operators.count == operands.count { operators.removeLast() }
        if operators.last == "÷", operands.last == 0 { operators.removeLast(); operands.removeLast() }
        // × and ÷ first, then + and − from left to right.
        var sum = Decimal(0), term = operands[0], sign = Decimal(1)
        for (index, operation) in operators.enumerated() {
            let next = operands[index + 1]
            switch operation {
            case "×": term *= next
            case "÷": term /= next
            default:
                sum += sign * term
                sign = operation == "+" ? 1 : -1
                term = next
            }
        }
        return sum + sign * term
    }

    @Test("every random step is refused and changes nothing, or leaves exactly the independent evaluation of the display",
          arguments: locales)
    func randomExpressions(locale: Locale) throws {
        var random = SplitMix64(state: locale.identifier.unicodeScalars.reduce(0xE4) { $0 &* 31 &+ UInt64($1.value) })
        var accepted = 0, refused = 0, expressions = 0
        for configuration in Self.configurations {
            for currency in Self.currencies {
                for _ in 0..<40 {
                    var state = AmountInputViewState(currency: currency, locale: locale, maximumValue: configuration.maximum,
                                                     minimumValue: configuration.minimum, allowsNegative: configuration.allowsNegative,
                                                     allowsExpressions: true, isFocused: true)
                    var keypad = AmountKeypadState(entry: state.entry, order: .calculator)
                    let separator = keypad.separatorCharacter
                    for _ in 0..<24 {
                        let step = Self.randomStep(&random, separator: separator)
                        let before = state.entry.input
                        let refusals = state.entry.refusalCount
                        switch step {
                        case .key(let key):
                            keypad.entry = state.entry
                            // Through the keypad's own key where it has one.
                            if let shown = keypad.keys(locale: locale).first(where: { $0.key == key }) {
                                keypad.press(shown)
                                state.entry = keypad.entry
                            } else {
                                state.entry.perform(.key(key))
                            }
                        case .paste(let text):
                            state.entry.perform(.paste(text))
                        case .blur:
                            state.isFocused = false
                            state.isFocused = true
                        }
                        let input = state.entry.input
                        let context = "\(locale.identifier) \(currency.code) \(configuration) \(step): \(before.display) → \(input.display)"
                        if state.entry.refusalCount != refusals {
                            refused += 1
                            #expect(input == before && state.entry.rejection != nil, "\(context)")
                            continue
                        }
                        accepted += 1
                        if input.isExpression { expressions += 1 }
                        let expected = try #require(Self.evaluate(display: input.display, symbols: input.symbols), "\(context)")
                        #expect(input.value == expected, "\(context)")
                        if let total = input.totalDisplay {
                            #expect(Self.evaluate(display: total, symbols: input.symbols) == input.value, "\(context)")
                        }
                        // Always an amount in the currency: never more places than it has, never below zero unsigned.
                        var scaled = input.value, rounded = Decimal()
                        for _ in 0..<currency.minorUnits { scaled *= 10 }
                        NSDecimalRound(&rounded, &scaled, 0, .plain)
                        #expect(rounded == scaled, "\(context)")
                        #expect(configuration.allowsNegative || input.value >= 0, "\(context)")
                        if case .blur = step { #expect(!input.isExpression || state.entry.rejection == .divisionByZero, "\(context)") }
                    }
                }
            }
        }
        // The runs reach both outcomes and real expressions.
        #expect(accepted > 1000 && refused > 100 && expressions > 500, "accepted \(accepted), refused \(refused), expressions \(expressions)")
    }
}
