import Foundation
import Testing

private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-steps-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

private let swiss = ["--currency", "CHF", "--locale", "de_CH"]

@Suite("tally amount type --steps-file")
struct StepsFileCLITests {
    /// Steps of every kind, each as an argument would give it.
    static let steps = ["12.345", "<", "paste:CHF 1’234.50", "quick:20", "currency:EUR", "value:12.5", "value:", "edit:1,234.5", "12abc", " 1", "!"]

    @Test("a file replays exactly what the same steps as arguments replay; comments, empty lines and CR LF are skipped")
    func fileMatchesArguments() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = try Tally.run(["amount", "type"] + Self.steps + swiss, in: folder)
        #expect(arguments.status == 0, "\(arguments.error)")
        #expect(arguments.output.split(separator: "\n").count > Self.steps.count)

        var text = "# a Swiss amount, every kind of step\n\n"
        for (index, step) in Self.steps.enumerated() {
            text += step + (index.isMultiple(of: 2) ? "\r\n" : "\n")
            if index == 3 { text += "\n# a comment between steps\n" }
        }
        try Data(text.utf8).write(to: folder.appendingPathComponent("steps.txt"))
        let file = try Tally.run(["amount", "type", "--steps-file", "steps.txt"] + swiss, in: folder)
        #expect(file.status == 0, "\(file.error)")
        #expect(file.output == arguments.output)
        #expect(file.error.isEmpty)

        let json = try Tally.run(["amount", "type", "--steps-file", "steps.txt", "--json"] + swiss, in: folder)
        let jsonArguments = try Tally.run(["amount", "type"] + Self.steps + swiss + ["--json"], in: folder)
        #expect(json.status == 0 && json.output == jsonArguments.output)
    }

    @Test("--steps-file - reads standard input")
    func standardInput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = try Tally.run(["amount", "type"] + Self.steps + swiss, in: folder)
        let input = Data(("# from a pipe\n" + Self.steps.joined(separator: "\n") + "\n").utf8)
        let piped = try Tally.run(["amount", "type", "--steps-file", "-"] + swiss, in: folder, input: input)
        #expect(piped.status == 0, "\(piped.error)")
        #expect(piped.output == arguments.output)
        let bad = try Tally.run(["amount", "type", "--steps-file", "-"] + swiss, in: folder, input: Data("1\nquick:x\n".utf8))
        #expect(bad.status == 1 && bad.output.isEmpty)
        #expect(bad.error.contains("--steps-file standard input, line 2: \"quick:x\""), "\(bad.error)")
    }

    @Test("100,000 steps are replayed; 100,001 are refused before any runs, naming the limit")
    func stepLimit() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Half the steps one a line, half as keys of longer lines: the limit counts steps, not lines.
        let lines = Array(repeating: "1", count: 50_000) + Array(repeating: "<<<<<<<<<<", count: 5_000)
        try Data(lines.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("limit.txt"))
        let taken = try Tally.run(["amount", "type", "--steps-file", "limit.txt"] + swiss, in: folder)
        #expect(taken.status == 0, "\(taken.error.prefix(300))")
        #expect(taken.output.split(separator: "\n").count == 100_000)

        try Data((lines + ["1"]).joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("over.txt"))
        let refused = try Tally.run(["amount", "type", "--steps-file", "over.txt"] + swiss, in: folder)
        #expect(refused.status == 1)
        #expect(refused.output.isEmpty)
        #expect(refused.error.contains("more than 100,000 steps (by line 55001 of over.txt)"), "\(refused.error)")
    }

    @Test("more than 1,000 arguments are refused before they are parsed, naming --steps-file")
    func argumentLimit() throws {
        let folder = FileManager.default.temporaryDirectory
        let atLimit = try Tally.run(["amount", "type"] + Array(repeating: "1", count: 994) + swiss, in: folder)
        #expect(atLimit.status == 0, "\(atLimit.error.prefix(300))")
        #expect(atLimit.output.split(separator: "\n").count == 994)
        let clock = ContinuousClock()
        var over: Tally.Result?
        let elapsed = try clock.measure {
            over = try Tally.run(["amount", "type"] + Array(repeating: "1", count: 20_000) + swiss, in: folder)
        }
        let result = try #require(over)
        #expect(result.status == 1 && result.output.isEmpty)
        #expect(result.error.contains("20,006 arguments; at most 1,000 are read") && result.error.contains("--steps-file"), "\(result.error)")
        // Refused before parsing: nowhere near the minute ArgumentParser takes on 20,000.
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }

    @Test("a malformed line stops the command naming its number, the text escaped")
    func badLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = "# comment\n12\n\ncurrency:\u{1B}[31mX\u{202E}\n3\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent("bad.txt"))
        let result = try Tally.run(["amount", "type", "--steps-file", "bad.txt"] + swiss, in: folder)
        #expect(result.status == 1 && result.output.isEmpty)
        #expect(result.error.hasPrefix(#"tally amount type: --steps-file bad.txt, line 4: "currency:\u{1B}[31mX\u{202E}": "\u{1B}[31mX\u{202E}" is not an ISO 4217 currency code"#), "\(result.error)")
        #expect(!result.error.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })

        for (line, step) in [(2, "quick:1-2"), (3, "value:abc")] {
            try Data("1\n\(["", "#x\n"][line - 2])\(step)\n".utf8).write(to: folder.appendingPathComponent("number.txt"))
            let number = try Tally.run(["amount", "type", "--steps-file", "number.txt"] + swiss, in: folder)
            #expect(number.status == 1)
            #expect(number.error.contains("--steps-file number.txt, line \(line): \"\(step)\": "), "\(number.error)")
        }

        try Data([0x31, 0x0A, 0x32, 0xFF, 0xFE, 0x0A]).write(to: folder.appendingPathComponent("latin.txt"))
        let notUTF8 = try Tally.run(["amount", "type", "--steps-file", "latin.txt"] + swiss, in: folder)
        #expect(notUTF8.status == 1 && notUTF8.output.isEmpty)
        #expect(notUTF8.error.contains("latin.txt, line 2: not UTF-8 text"), "\(notUTF8.error)")
    }

    @Test("a missing or too large file, and steps given both ways or not at all, are refused")
    func refusals() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try Tally.run(["amount", "type", "--steps-file", "no\u{1B}[2J.txt"] + swiss, in: folder)
        #expect(missing.status == 1)
        #expect(missing.error == #"tally amount type: no such file: no\u{1B}[2J.txt (--steps-file)"# + "\n", "\(missing.error)")

        // One byte more than 8 MiB, in lines that would each be a valid step.
        var large = Data(repeating: UInt8(ascii: "1"), count: 8 * 1024 * 1024 + 1)
        for index in stride(from: 100, to: large.count, by: 100) { large[index] = 0x0A }
        try large.write(to: folder.appendingPathComponent("large.txt"))
        let tooLarge = try Tally.run(["amount", "type", "--steps-file", "large.txt"] + swiss, in: folder)
        #expect(tooLarge.status == 1 && tooLarge.output.isEmpty)
        #expect(tooLarge.error.contains("large.txt is larger than 8,388,608 bytes"), "\(tooLarge.error)")
        let piped = try Tally.run(["amount", "type", "--steps-file", "-"] + swiss, in: folder, input: large)
        #expect(piped.status == 1 && piped.error.contains("standard input holds more than 8,388,608 bytes"), "\(piped.error)")

        try Data("1\n".utf8).write(to: folder.appendingPathComponent("one.txt"))
        let both = try Tally.run(["amount", "type", "2", "--steps-file", "one.txt"] + swiss, in: folder)
        #expect(both.status == 1 && both.error.contains("not both"), "\(both.error)")
        let neither = try Tally.run(["amount", "type"] + swiss, in: folder)
        #expect(neither.status == 1 && neither.error.contains("no steps"), "\(neither.error)")
    }
}
