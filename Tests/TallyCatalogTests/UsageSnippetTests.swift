import Foundation
import TallyStories
import Testing

/// Every usage snippet the catalog, the gallery and the previews show is compiled: it is, word for
/// word, the body of the `<Name>Usage` view in the component's story file, which the iOS
/// type-check compiles against TallyUI with warnings as errors (a deprecated or removed
/// initializer fails it). On Linux that code is not compiled, so its text is read here.
@Suite("Usage snippets: each is the body of a view the iOS type-check compiles")
struct UsageSnippetTests {
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

    /// The types TallyCore declares `@_spi(Tally)`: an app cannot name them, so no snippet may.
    /// (Members behind `@_spi` carry common words such as `value`; the types are what a snippet
    /// would name.)
    static func spiNames() throws -> Set<String> {
        let folder = packageRoot.appendingPathComponent("Sources/TallyCore")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        var names: Set<String> = []
        let declaration = #/@_spi\(Tally\)\s+public\s+(?:static\s+|final\s+|mutating\s+)*(?:struct|enum|class|typealias|protocol|actor)\s+(\w+)/#
        for file in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: declaration) { names.insert(String(match.1)) }
        }
        return names
    }

    @Test("every component's usage is the body of the usage view in its story file, and each story file has one")
    func everySnippetCompiled() throws {
        var bodies: [String: String] = [:]
        for (name, text) in try GalleryRendererSourceTests.storyFiles() {
            let found = try Self.bodies(in: text)
            #expect(found.count == 1, "\(name) holds \(found.count) usage views")
            #expect(text.contains("#if canImport(SwiftUI)"), "\(name): the usage view is compiled only where SwiftUI is")
            bodies.merge(found) { first, _ in first }
        }
        for story in ComponentStory.all {
            let body = try #require(bodies[story.name], "\(story.name) has no \(story.name)Usage view in its story file")
            #expect(story.usage == body, "\(story.name): the story's usage\n\(story.usage)\nis not the compiled body\n\(body)")
        }
        #expect(Set(bodies.keys) == Set(ComponentStory.all.map(\.name)))
    }

    @Test("the snippets name only what an app can: no type TallyCore keeps behind @_spi(Tally)")
    func compiledAsAnApp() throws {
        let names = try Self.spiNames()
        #expect(names.contains("JSONParser"), "the reader of SPI names finds none")
        for story in ComponentStory.all {
            let words = Set(story.usage.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
            #expect(words.isDisjoint(with: names), "\(story.name) names \(words.intersection(names)), which apps cannot")
        }
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
