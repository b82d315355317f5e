import Foundation
import TallyCore
import Testing

/// Outside text echoed in messages: nothing a terminal acts on gets through, the rest reads as
/// written.
@Suite("Visible text")
struct VisibleTextTests {
    /// The characters a terminal acts on, from Unicode's own properties rather than the list in
    /// `VisibleText`: controls (Cc), bidirectional controls (Bidi_Control) and the line and
    /// paragraph separators (Zl, Zp).
    static func actsOnTerminal(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.generalCategory == .control || properties.isBidiControl
            || properties.generalCategory == .lineSeparator || properties.generalCategory == .paragraphSeparator
    }

    /// Scalars of every class: printable ASCII, C0, DEL, C1, bidirectional controls, separators,
    /// letters of other scripts, combining marks, zero-width characters, emoji, a backslash.
    static let classes: [[Unicode.Scalar]] = [
        (0x20...0x7E).map { Unicode.Scalar($0)! }.filter { $0 != "\\" },
        (0x00...0x1F).map { Unicode.Scalar($0)! },
        [Unicode.Scalar(0x7F)!],
        (0x80...0x9F).map { Unicode.Scalar($0)! },
        [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069].map { Unicode.Scalar($0)! },
        [Unicode.Scalar(0x2028)!, Unicode.Scalar(0x2029)!, Unicode.Scalar(0x85)!],
        Array("éßЖжΩあ漢ا中€’ʼ".unicodeScalars),
        [Unicode.Scalar(0x0301)!, Unicode.Scalar(0x200B)!, Unicode.Scalar(0x200D)!, Unicode.Scalar(0xFEFF)!, Unicode.Scalar(0xAD)!],
        [Unicode.Scalar(0x1F4B8)!, Unicode.Scalar(0x10FFFD)!, Unicode.Scalar(0xE000)!],
        ["\\", "u", "{", "}"],
    ]

    static func randomText(_ generator: inout SplitMix64, length: ClosedRange<Int> = 0...24, classes: [[Unicode.Scalar]] = classes) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: length, using: &generator) {
            scalars.append(classes.randomElement(using: &generator)!.randomElement(using: &generator)!)
        }
        return String(scalars)
    }

    /// Reads `\u{HEX}` back as its scalar; every other character as itself.
    static func unescaped(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\\", index + 3 < scalars.count, scalars[index + 1] == "u", scalars[index + 2] == "{",
               let close = scalars[(index + 3)...].firstIndex(of: "}"),
               let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 3)..<close])), radix: 16),
               let scalar = Unicode.Scalar(value) {
                result.append(scalar)
                index = close + 1
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    @Test("exactly the controls, bidirectional controls and separators need escaping, over every Unicode scalar")
    func needsEscapeIsTheClass() {
        var escaped = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(VisibleText.needsEscape(scalar) == Self.actsOnTerminal(scalar), "U+\(String(value, radix: 16))")
            if VisibleText.needsEscape(scalar) { escaped += 1 }
        }
        // 65 controls, 12 bidirectional controls, 2 separators.
        #expect(escaped == 79)
    }

    @Test("random text of every class: nothing a terminal acts on is left, escaping twice changes nothing, and it reads back")
    func randomText() {
        var generator = SplitMix64(state: 0x7E57_0001)
        var withControls = 0
        for _ in 0..<20_000 {
            let text = Self.randomText(&generator)
            let output = VisibleText.escaped(text)
            #expect(!output.unicodeScalars.contains(where: Self.actsOnTerminal), "\(text.debugDescription)")
            #expect(VisibleText.escaped(output) == output, "\(text.debugDescription)")
            if !text.unicodeScalars.contains("\\") {
                #expect(Self.unescaped(output) == text, "\(text.debugDescription)")
            }
            if text.unicodeScalars.contains(where: Self.actsOnTerminal) { withControls += 1 }
        }
        #expect(withControls > 10_000)
    }

    @Test("printable text, in any script, is unchanged")
    func printableUnchanged() {
        var generator = SplitMix64(state: 0x7E57_0002)
        let printable = Self.classes.map { $0.filter { !Self.actsOnTerminal($0) } }.filter { !$0.isEmpty }
        for _ in 0..<10_000 {
            let text = Self.randomText(&generator, classes: printable)
            #expect(VisibleText.escaped(text) == text, "\(text.debugDescription)")
            #expect(VisibleText.escapedOutput(text) == text, "\(text.debugDescription)")
        }
    }

    @Test("distinct texts with controls give distinct messages")
    func distinctInputsDistinctOutputs() {
        var generator = SplitMix64(state: 0x7E57_0003)
        let withoutBackslash = Self.classes.map { $0.filter { $0 != "\\" } }
        var outputs: [String: String] = [:]
        var inputs = Set<String>()
        for _ in 0..<20_000 {
            let text = Self.randomText(&generator, length: 1...6, classes: withoutBackslash)
            guard text.unicodeScalars.contains(where: Self.actsOnTerminal), inputs.insert(text).inserted else { continue }
            let output = VisibleText.escaped(text)
            #expect(outputs[output] == nil, "\(text.debugDescription) and \(outputs[output]?.debugDescription ?? "") give \(output)")
            outputs[output] = text
        }
        #expect(outputs.count > 5_000)
    }

    @Test("hostile examples read as visible escapes")
    func examples() {
        #expect(VisibleText.escaped("e\u{1B}[31ms") == #"e\u{1B}[31ms"#)
        #expect(VisibleText.escaped("\u{1B}]0;owned\u{7}") == #"\u{1B}]0;owned\u{7}"#)
        #expect(VisibleText.escaped("12.50\u{202E}") == #"12.50\u{202E}"#)
        #expect(VisibleText.escaped("a\nb\tc\r") == #"a\u{A}b\u{9}c\u{D}"#)
        #expect(VisibleText.escaped("\u{9B}31m\u{2028}") == #"\u{9B}31m\u{2028}"#)
        #expect(VisibleText.escaped("Zürich ₽ 東京") == "Zürich ₽ 東京")
    }

    @Test("a tool's output keeps its own line feeds and tabs and escapes the rest")
    func output() {
        #expect(VisibleText.escapedOutput("a\tb\nc\r\u{1B}[2J\u{202E}") == "a\tb\nc" + #"\u{D}\u{1B}[2J\u{202E}"#)
        var generator = SplitMix64(state: 0x7E57_0004)
        for _ in 0..<5_000 {
            let text = Self.randomText(&generator)
            let output = VisibleText.escapedOutput(text)
            #expect(!output.unicodeScalars.contains { Self.actsOnTerminal($0) && $0 != "\n" && $0 != "\t" }, "\(text.debugDescription)")
            #expect(output.split(separator: "\n", omittingEmptySubsequences: false).count
                    == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        }
    }

    @Test("a limited escape is at most the limit long, ends in an ellipsis when cut, and never cuts an escape")
    func limited() {
        var generator = SplitMix64(state: 0x7E57_0005)
        for _ in 0..<10_000 {
            let text = Self.randomText(&generator, length: 0...40)
            let limit = Int.random(in: 1...30, using: &generator)
            let whole = VisibleText.escaped(text)
            let short = VisibleText.escaped(text, limit: limit)
            #expect(short.unicodeScalars.count <= limit, "\(text.debugDescription) \(limit)")
            if whole.unicodeScalars.count <= limit {
                #expect(short == whole)
            } else {
                #expect(short.hasSuffix("…"))
                let head = String(String.UnicodeScalarView(short.unicodeScalars.dropLast()))
                #expect(whole.unicodeScalars.starts(with: head.unicodeScalars), "\(text.debugDescription) \(limit)")
                // The head is whole pieces: it reads back as a prefix of the text.
                if !text.unicodeScalars.contains("\\") {
                    #expect(text.unicodeScalars.starts(with: Self.unescaped(head).unicodeScalars), "\(text.debugDescription) \(limit)")
                }
            }
        }
        #expect(VisibleText.escaped("\u{1B}\u{1B}\u{1B}", limit: 14) == #"\u{1B}\u{1B}"# + "…")
    }
}
