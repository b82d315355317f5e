import Foundation
import Testing
@_spi(Tally) import TallyCore

@Suite("NumberText")
struct NumberTextTests {
    @Test(
        "shortest round-trip text in JavaScript's layout",
        arguments: [
            (0.1, "0.1"),
            (0.3, "0.3"),
            (0.1 + 0.2, "0.30000000000000004"),
            (1.0 / 3.0, "0.3333333333333333"),
            (2.0 / 3.0, "0.6666666666666666"),
            (16, "16"),
            (-3, "-3"),
            (0, "0"),
            (-0.0, "0"),
            (1e21, "1e+21"),
            (1.5e21, "1.5e+21"),
            (1e20, "100000000000000000000"),
            (123_456_789_012_345_683_968, "123456789012345680000"),
            (1e16, "10000000000000000"),
            (9_007_199_254_740_992, "9007199254740992"),
            (1e-7, "1e-7"),
            (1.5e-7, "1.5e-7"),
            (0.000001, "0.000001"),
            (0.0000015, "0.0000015"),
            (0.0001, "0.0001"),
            (123.456, "123.456"),
            (-1234.5, "-1234.5"),
            (Double.leastNonzeroMagnitude, "5e-324"),
            (2.2250738585072014e-308, "2.2250738585072014e-308"),
            (1.7976931348623157e308, "1.7976931348623157e+308"),
            (-1e100, "-1e+100"),
        ] as [(Double, String)])
    func format(value: Double, expected: String) {
        #expect(NumberText.format(value) == expected)
    }

    @Test(arguments: [0.1, 1.0 / 3.0, Double.leastNonzeroMagnitude, 1.7976931348623157e308, 123.456, 1e-7, 6.02214076e23, -2.5e-10])
    func formatRoundTrips(value: Double) {
        #expect(Double(NumberText.format(value)) == value)
    }

    @Test func nonFiniteValues() {
        #expect(NumberText.format(.nan) == "NaN")
        #expect(NumberText.format(.infinity) == "Infinity")
        #expect(NumberText.format(-.infinity) == "-Infinity")
        #expect(NumberText.format(.nan, maximumFractionDigits: 2) == "NaN")
    }

    struct RoundingCase: Sendable, CustomTestStringConvertible {
        var value: Double
        var digits: Int
        var expected: String
        init(_ value: Double, _ digits: Int, _ expected: String) {
            self.value = value
            self.digits = digits
            self.expected = expected
        }
        var testDescription: String { "\(value) to \(digits) → \(expected)" }
    }

    @Test(
        "rounds half away from zero on the shortest decimal digits",
        arguments: [
            RoundingCase(1.005, 2, "1.01"),  // stored as 1.00499999999999989…, read as 1.005
            RoundingCase(0.045, 2, "0.05"),  // stored as 0.04499999999999999833…
            RoundingCase(1.0049, 2, "1"),
            RoundingCase(0.125, 2, "0.13"),
            RoundingCase(-0.125, 2, "-0.13"),
            RoundingCase(-0.001, 2, "0"),
            RoundingCase(-0.005, 2, "-0.01"),
            RoundingCase(0.005, 2, "0.01"),
            RoundingCase(0.0049, 2, "0"),
            RoundingCase(9.995, 2, "10"),
            RoundingCase(99.96, 1, "100"),
            RoundingCase(2.5, 0, "3"),
            RoundingCase(-2.5, 0, "-3"),
            RoundingCase(0.5, 0, "1"),
            RoundingCase(0.4, 0, "0"),
            RoundingCase(1.23456, 3, "1.235"),
            RoundingCase(123.456, 1, "123.5"),
            RoundingCase(1.2, 5, "1.2"),
            RoundingCase(1.10, 1, "1.1"),
            RoundingCase(16, 2, "16"),
            RoundingCase(-0.0, 2, "0"),
            RoundingCase(1.0 / 3.0, 4, "0.3333"),
            RoundingCase(2.0 / 3.0, 4, "0.6667"),
            RoundingCase(1e21, 2, "1e+21"),
            RoundingCase(1.5e-7, 2, "0"),
            RoundingCase(0.00000123, 7, "0.0000012"),
            RoundingCase(0.00000015, 7, "2e-7"),
            RoundingCase(Double.leastNonzeroMagnitude, 400, "5e-324"),
            RoundingCase(7.5, -1, "8"),
            RoundingCase(0.1, Int.max, "0.1"),
        ])
    func rounded(_ example: RoundingCase) {
        #expect(NumberText.format(example.value, maximumFractionDigits: example.digits) == example.expected)
    }
}
