import Foundation
import Testing

/// On iOS `CurrencyField` is a `UITextField` that hands every edit to
/// `CurrencyFieldState.edit(replacing:with:)` and puts the caret where the state's `caret` says;
/// a plain text binding would let SwiftUI put the caret at the end after each regroup. TallyUI
/// builds only for Apple platforms, so its source is read here: these tests check that the field
/// routes the edit and applies the caret, not where the caret goes (`CurrencyFieldEditingTests`).
@Suite("CurrencyField on iOS edits through the state and places its caret")
struct CurrencyFieldSourceTests {
    /// CurrencyField.swift, without comment lines.
    private static func source() throws -> [Substring] {
        let url = packageRoot.appendingPathComponent("Sources/TallyUI/Amount/CurrencyField.swift")
        return try String(contentsOf: url, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.drop { $0 == " " }.hasPrefix("//") }
    }

    /// The lines of the first function whose declaration line contains `declaration`, through its
    /// closing brace; empty when there is none.
    private static func function(_ declaration: String, in lines: [Substring]) -> [Substring] {
        guard let start = lines.firstIndex(where: { $0.contains("func ") && $0.contains(declaration) }) else { return [] }
        var depth = 0, opened = false
        for index in start..<lines.count {
            for character in lines[index] {
                if character == "{" { depth += 1; opened = true }
                if character == "}" { depth -= 1 }
            }
            if opened, depth == 0 { return Array(lines[start...index]) }
        }
        return Array(lines[start...])
    }

    /// The name of the function declared on `line`, if any.
    private static func functionName(_ line: Substring) -> String? {
        guard let range = line.range(of: #"func [A-Za-z_][A-Za-z0-9_]*"#, options: .regularExpression) else { return nil }
        return String(line[range].dropFirst("func ".count))
    }

    @Test("the delegate hands UIKit's range and replacement to edit(replacing:with:) and refuses UIKit's own edit")
    func routesEveryEdit() throws {
        let lines = try Self.source()
        let delegate = Self.function("shouldChangeCharactersIn range: NSRange", in: lines)
        try #require(!delegate.isEmpty, "no textField(_:shouldChangeCharactersIn:replacementString:)")
        let body = delegate.joined(separator: "\n")
        #expect(body.contains(".edit(replacing: range.location..<(range.location + range.length), with: string)"))
        // Every way out refuses UIKit's own edit: the state's text is what the field shows.
        var returned = body[...], returns: [Substring] = []
        while let found = returned.range(of: #"return [A-Za-z]+"#, options: .regularExpression) {
            returns.append(returned[found])
            returned = returned[found.upperBound...]
        }
        #expect(!returns.isEmpty)
        #expect(returns.allSatisfy { $0 == "return false" }, "\(returns)")
        // The UITextField's delegate is the one that routes.
        #expect(lines.contains { $0.contains(".delegate = context.coordinator") })
        #expect(lines.contains { $0.contains("UIViewRepresentable") })
    }

    @Test("after an edit the field shows the state's text and sets selectedTextRange at the state's caret")
    func placesTheCaret() throws {
        let lines = try Self.source()
        // The function that sets the selection, and what it reads.
        let setter = try #require(lines.firstIndex { $0.contains("selectedTextRange =") }, "nothing sets selectedTextRange")
        let declaration = try #require(lines[..<setter].lastIndex { Self.functionName($0) != nil })
        let name = try #require(Self.functionName(lines[declaration]))
        let placing = Self.function("func \(name)(", in: lines).joined(separator: "\n")
        #expect(placing.contains("offset: state.caret"))
        #expect(placing.contains("field.text = state.text"))
        // The delegate calls it with the state after the edit.
        let delegate = Self.function("shouldChangeCharactersIn range: NSRange", in: lines).joined(separator: "\n")
        #expect(delegate.contains("\(name)("))
    }

    @Test("on iOS the field is the UITextField; SwiftUI's TextField only elsewhere")
    func iOSDrawsTheTextField() throws {
        let lines = try Self.source()
        let representable = try #require(lines.lazy.compactMap { line -> String? in
            guard let range = line.range(of: #"struct [A-Za-z]+: UIViewRepresentable"#, options: .regularExpression) else { return nil }
            return String(line[range].dropFirst("struct ".count).prefix { $0 != ":" })
        }.first)
        let field = Self.function("private func field(", in: lines)
        let split = try #require(field.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "#else" })
        let iOS = field[..<split].joined(separator: "\n"), elsewhere = field[split...].joined(separator: "\n")
        #expect(field.first { $0.contains("#if") }?.contains("canImport(UIKit) && os(iOS)") == true)
        #expect(iOS.contains("\(representable)("))
        #expect(!iOS.contains("TextField(text:"))
        #expect(elsewhere.contains("TextField(text:"))
    }
}
