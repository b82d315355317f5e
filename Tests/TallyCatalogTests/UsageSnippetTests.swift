import Foundation
import TallyStories
import Testing

/// Every usage snippet the catalog, the gallery and the previews show is compiled: it is, word for
/// word, the body of a view in `Sources/TallyStories/UsageSnippets.swift`, which the iOS
/// type-check compiles against TallyUI's public API with warnings as errors (a deprecated or
/// removed initializer fails it). On Linux that file is not compiled, so its text is read here.
@Suite("Usage snippets: each is the body of a view the iOS type-check compiles")
struct UsageSnippetTests {
    static let path = "Sources/TallyStories/UsageSnippets.swift"

    /// The body of each `private struct <Name>Usage: View` in `text`, by `<Name>`, without the
    /// body's own indentation (eight spaces). A body line indented less is an error.
    static func bodies(in text: String) throws -> [String: String] {
        let lines = text.components(separatedBy: "\n")
        var bodies: [String: String] = [:]
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.hasPrefix("private struct "), line.hasSuffix("Usage: View {") else { continue }
            let name = String(line.dropFirst("private struct ".count).dropLast("Usage: View {".count))
            while index < lines.count, lines[index] != "    var body: some View {", lines[index] != "}" { index += 1 }
            try #require(index < lines.count && lines[index] == "    var body: some View {", "\(name)Usage has no body")
            index += 1
            var body: [String] = []
            while index < lines.count, lines[index] != "    }" {
                let bodyLine = lines[index]
                try #require(bodyLine.isEmpty || bodyLine.hasPrefix("        "), "\(name)Usage: \(bodyLine)")
                body.append(String(bodyLine.dropFirst(min(8, bodyLine.count))))
                index += 1
            }
            try #require(index < lines.count, "\(name)Usage's body is not closed")
            try #require(bodies[name] == nil, "\(name)Usage twice")
            bodies[name] = body.joined(separator: "\n")
        }
        return bodies
    }

    static func fileText() throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("every component's usage is the body of its view in UsageSnippets.swift, and no view is left over")
    func everySnippetCompiled() throws {
        let bodies = try Self.bodies(in: Self.fileText())
        for story in ComponentStory.all {
            let body = try #require(bodies[story.name], "\(story.name) has no \(story.name)Usage view in \(Self.path)")
            #expect(story.usage == body, "\(story.name): the story's usage\n\(story.usage)\nis not the compiled body\n\(body)")
        }
        #expect(Set(bodies.keys) == Set(ComponentStory.all.map(\.name)))
        #expect(bodies.count == ComponentStory.all.count)
    }

    @Test("the snippets are compiled for iOS, against the kit's public API only")
    func compiledAsAnApp() throws {
        let text = try Self.fileText()
        #expect(text.hasPrefix("#if canImport(SwiftUI)\n"))
        #expect(text.hasSuffix("#endif\n"))
        #expect(text.contains("\nimport TallyCore\n") && text.contains("\nimport TallyUI\n"))
        #expect(!text.components(separatedBy: "\n").contains { $0.hasPrefix("@_spi") || $0.contains("@_spi(Tally) import") })
    }

    @Test("a snippet that differs from its compiled body is found")
    func staleSnippetFound() throws {
        let text = """
        private struct FormSectionUsage: View {
            @State private var name = ""

            var body: some View {
                FormSection(header: "Subscription") {
                    FormTextField(text: $name, placeholder: "Name")
                }
            }
        }
        """
        let bodies = try Self.bodies(in: text)
        #expect(bodies == ["FormSection": "FormSection(header: \"Subscription\") {\n    FormTextField(text: $name, placeholder: \"Name\")\n}"])
        #expect(bodies["FormSection"] != "FormSection(header: title) {\n    FormTextField(text: $name, placeholder: placeholder)\n}")
    }
}
