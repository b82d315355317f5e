import Foundation
import TallyCore
@testable import TallyTokenCompiler
import Testing

private func number(_ value: String) -> String { #"{"n": {"$type": "number", "$value": "# + value + "}}" }

@Suite("Numbers: exact or refused, never a silent 0 or ∞")
struct TokenNumberTests {
    @Test("a literal that would round to 0, or lies outside 1e-15…1e15, is refused where it is written")
    func literals() throws {
        let tiny = try singleRefusal(number("1e-400"))
        #expect(tiny.kind == .numberOutOfRange)
        #expect(tiny.path == "n")
        #expect(tiny.location?.line == 1 && tiny.location?.column == 37)
        #expect(tiny.message == "the number 1e-400 is too small to hold: it would be 0; token numbers are 0 or between 1e-15 and 1e15 in magnitude")
        let subnormal = try singleRefusal(number("5e-324"))
        #expect(subnormal.kind == .numberOutOfRange)
        #expect(subnormal.message.hasPrefix("the number 5e-324 is nonzero but smaller in magnitude than 1e-15"))
        #expect(try singleRefusal(number("1e16")).message.hasPrefix("the number 1e16 is larger in magnitude than 1e15"))
        #expect(try singleRefusal(number("-2e15")).kind == .numberOutOfRange)
        // Inside a composite, at the number's own place.
        let field = try singleRefusal(##"{"d": {"$type": "dimension", "$value": {"value": 1e-400, "unit": "px"}}}"##)
        #expect(field.kind == .numberOutOfRange && field.path == "d" && field.location?.column == 50)
        // Too large for a Double at all: the JSON parser refuses it.
        let huge = try singleRefusal(number("1e400"))
        #expect(huge.kind == .malformedJSON && huge.message == "number '1e400' is out of range")
        // The edges themselves are held.
        let edges = try compile(##"{"a": {"$type": "number", "$value": 1e15}, "b": {"$type": "number", "$value": -1e-15}, "c": {"$type": "number", "$value": 0e-400}}"##)
        #expect(edges.map(\.value) == [.number(1e15), .number(-1e-15), .number(0)])
    }

    @Test("arithmetic that overflows, underflows to 0, divides by zero or leaves the range is refused")
    func arithmetic() throws {
        let tinyDigits = "0." + String(repeating: "0", count: 400) + "1"
        let tinyLiteral = try singleRefusal(number("\"" + tinyDigits + " + 1\""))
        #expect(tinyLiteral.kind == .numberOutOfRange)
        #expect(tinyLiteral.message.hasSuffix(": the number 0.000000000000000000… is too small to hold: it would be 0"))
        let bigDigits = String(repeating: "9", count: 400)
        #expect(try singleRefusal(number("\"" + bigDigits + " - 1\"")).kind == .numberOutOfRange)
        let product = try singleRefusal(number(#""100000000 * 100000000""#))
        #expect(product.kind == .numberOutOfRange)
        #expect(product.message == "\"100000000 * 100000000\": 100000000 * 100000000 is larger in magnitude than 1e15")
        let underflow = try singleRefusal(##"{"t": {"$type": "number", "$value": 1e-10}, "n": {"$type": "number", "$value": "{t} * {t}"}}"##)
        #expect(underflow.kind == .numberOutOfRange && underflow.path == "n")
        #expect(underflow.message == "\"{t} * {t}\": 1e-10 * 1e-10 is nonzero but smaller in magnitude than 1e-15")
        let quotient = try singleRefusal(number(#""1 / 100000000 / 100000000""#))
        #expect(quotient.kind == .numberOutOfRange)
        // What would have been ∞ − ∞ (NaN) stops at the first ∞.
        let nan = try singleRefusal(number(#""(100000000 * 100000000 * 100000000) - (100000000 * 100000000 * 100000000)""#))
        #expect(nan.kind == .numberOutOfRange)
        let zero = try singleRefusal(number(#""4 / (2 - 2)""#))
        #expect(zero.kind == .badArithmetic && zero.message == "bad arithmetic in \"4 / (2 - 2)\": division by zero (4 / 0)")
        // Exact zeros are kept: a zero factor, a difference, a rounding.
        let exact = try compile(##"{"a": {"$type": "number", "$value": "0 * 5"}, "b": {"$type": "number", "$value": "3 - 3"}, "c": {"$type": "number", "$value": "round(0.4)"}}"##)
        #expect(exact.map(\.value) == [.number(0), .number(0), .number(0)])
    }
}
