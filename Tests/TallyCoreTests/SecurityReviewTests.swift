import Foundation
import TallyLocalizationCheck
import Testing

/// The package's own files, read as text: the rules of the security review that a reader could
/// break by adding a line, checked on every run (docs/RELIABILITY.md).
private let root = packageRoot

/// The lines of `text` that are code, not comments, with their numbers.
private func codeLines(_ text: String) -> [(number: Int, line: String)] {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("//") ? nil : (index + 1, String(line))
    }
}

@Suite("Security review")
struct SecurityReviewTests {
    static let librarySources = (try? LocalizationCheck.loadSources(root: root)) ?? []

    @Test("the library reads its own sources (the checks below are not vacuous)")
    func sourcesFound() {
        #expect(Self.librarySources.count > 80)
        #expect(Self.librarySources.contains { $0.text.contains("struct ECBRatesDocument") })
    }

    @Test("TallyCore and TallyUI log nothing: no print, NSLog, os_log, Logger or dump")
    func noLogging() {
        let calls = ["print(", "debugPrint(", "NSLog(", "os_log(", "Logger(", "dump(", "FileHandle.standardError"]
        for file in Self.librarySources {
            for (number, line) in codeLines(file.text) {
                for call in calls where line.range(of: "\\b" + NSRegularExpression.escapedPattern(for: call), options: .regularExpression) != nil {
                    Issue.record("\(file.path):\(number) calls \(call)")
                }
            }
        }
    }

    @Test("no logo.dev key is written in the sources, the tokens, the docs or the README")
    func noHardCodedToken() throws {
        let key = try NSRegularExpression(pattern: "\\b[ps]k_[A-Za-z0-9]{8,}")
        let texts = try LocalizationCheck.loadSources(root: root, directories: ["Sources", "docs", "tokens"],
                                                  suffixes: [".swift", ".xcstrings", ".json", ".css", ".html", ".md"])
            + [LocalizationSource(path: "README.md", text: try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8),
                                  isUserInterface: false)]
        for folder in ["Sources/", "docs/", "tokens/"] {
            #expect(texts.contains { $0.path.hasPrefix(folder) }, "no file read from \(folder)")
        }
        for file in texts {
            let range = NSRange(file.text.startIndex..., in: file.text)
            for match in key.matches(in: file.text, range: range) {
                Issue.record("\(file.path): \((file.text as NSString).substring(with: match.range)) looks like a logo.dev key")
            }
        }
    }

    @Test("URLs in the library come from URLComponents, never from URL(string:) on text")
    func urlsFromComponents() {
        for file in Self.librarySources {
            for (number, line) in codeLines(file.text) where line.contains("URL(string:") {
                Issue.record("\(file.path):\(number) builds a URL from a string")
            }
        }
    }

    @Test("the library uses no general XML parser: rates files are read by their own strict reader")
    func noXMLParser() {
        for file in Self.librarySources {
            for (number, line) in codeLines(file.text) where line.contains("XMLParser") || line.contains("import FoundationXML") {
                Issue.record("\(file.path):\(number) uses Foundation's XML parser: \(line)")
            }
        }
    }
}
