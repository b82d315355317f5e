import Foundation
import TallyStories
import Testing

/// The gallery's drawings run only on Apple platforms, so on Linux their source is read: each
/// component's story file draws its state value whole, through the view's state initializer, so
/// the gallery and the previews cannot destructure a state and drop part of it.
@Suite("Gallery drawings: every story value reaches its view whole")
struct GalleryRendererSourceTests {
    /// The story files, one per component.
    static func storyFiles() throws -> [(name: String, text: String)] {
        let folder = packageRoot.appendingPathComponent("Sources/TallyStories/Components")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted().map { name in
            (name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
    }

    @Test("every component of the catalog has its own story file, and every story file is in the catalog")
    func oneFilePerComponent() throws {
        let files = try Self.storyFiles()
        #expect(Set(files.map(\.name)) == Set(ComponentStory.all.map { "\($0.name)Story.swift" }))
        #expect(files.count == ComponentStory.all.count)
    }

    @Test("every story file's drawing hands the whole state to the view's state initializer")
    func wholeValues() throws {
        for (name, text) in try Self.storyFiles() {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
            let index = try #require(lines.firstIndex { $0.hasPrefix("@MainActor @ViewBuilder static func draw(_ ") }, "\(name) has no drawing")
            let signature = lines[index]
            let binding = signature.dropFirst("@MainActor @ViewBuilder static func draw(_ ".count).prefix { $0.isLetter }
            let body = lines[index + 1]
            if binding == "sample" {
                // A section's sample is its state and the rows drawn inside it.
                #expect(body == "Rows(sample: sample)", "\(name): \(body)")
                #expect(text.contains("FormSection(state: sample.state)"), "\(name)")
                continue
            }
            #expect(binding == "state", "\(name): \(signature)")
            #expect(body.contains("(state: state") || body.contains("(state: .constant(state))") || body.contains("Live(state)"), "\(name): \(body)")
        }
    }

    @Test("every story file previews its component from its own stories, as it is and in each variant")
    func previewsFromStories() throws {
        let variants = [("Dark", ".dark"), ("Right to left", ".rightToLeft"), ("AX3", ".accessibility3"), ("Reduce Motion", ".reduceMotion")]
        for (name, text) in try Self.storyFiles() {
            let unit = String(name.dropLast(".swift".count))
            #expect(text.contains("#Preview(") && text.contains("StoryPreview(story: \(unit).story)"), "\(name)")
            for (title, variant) in variants {
                #expect(text.contains("#Preview(\"\(title)\") {\n    StoryPreview(story: \(unit).story, variant: \(variant)"), "\(name): \(title)")
            }
        }
    }

    @Test("the component views have no previews of their own: theirs are the story files'")
    func noPreviewsInViews() throws {
        let root = packageRoot.appendingPathComponent("Sources/TallyUI")
        var views = 0
        for area in ["Amount", "Forms"] {
            let folder = root.appendingPathComponent(area)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                #expect(!text.contains("#Preview"), "\(area)/\(name)")
                #expect(text.range(of: #"\bstruct \w*Preview\b"#, options: .regularExpression) == nil, "\(area)/\(name)")
                views += 1
            }
        }
        #expect(views > 20)
    }
}
