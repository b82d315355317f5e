import Foundation
import TallyStories
import Testing

/// VoiceOver's description of a component has one source, its state's
/// `accessibilityElements(locale:language:)`: the story prints that list, and the view applies
/// the same per-part elements. On Linux the SwiftUI code cannot run, so its source is read.
@Suite("Accessibility has one source: the state")
struct AccessibilitySourceTests {
    @Test("no story file describes VoiceOver itself: the catalog prints the state's own list")
    func storiesReadTheState() throws {
        let files = try GalleryRendererSourceTests.storyFiles()
        #expect(files.count >= 24)
        var overrides = 0
        for (name, text) in files {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            // A story may pass the state what only the sample knows (the rows a form section
            // holds, how many sections the page draws), in one line that returns the state's list.
            if let start = lines.firstIndex(where: { $0.hasPrefix("static func accessibility(") }) {
                overrides += 1
                #expect(lines[start + 1].contains(".accessibilityElements(") && lines[start + 2] == "}",
                        "\(name): the story's VoiceOver list must be one call to its state's accessibilityElements")
            }
            // Rows of a form section sample are plain text the sample draws; nothing else is built here.
            let built = lines.filter { $0.contains("AccessibilityElement(") && !$0.contains("AccessibilityElement(label: $0, traits: .staticText)") }
            #expect(built.isEmpty, "\(name) builds an element itself: \(built)")
        }
        #expect(overrides <= 2)
    }

    @Test("no component view sets a VoiceOver label, value, hint or trait except from a state's element")
    func viewsApplyTheStatesElements() throws {
        let root = packageRoot.appendingPathComponent("Sources/TallyUI")
        // The two places that turn an element into SwiftUI modifiers.
        let appliers: Set<String> = ["Accessibility/TallyAccessibility.swift", "Amount/AmountAccessibility.swift"]
        let direct = #"\.accessibility(Label|Value|Hint|AddTraits)\("#
        var views = 0
        for area in ["Amount", "Forms", "Accessibility"] {
            let folder = root.appendingPathComponent(area)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
                guard !appliers.contains("\(area)/\(name)") else { continue }
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                // A line that must set VoiceOver itself (a system control's hint, a container's
                // name) says why in a `// a11y:` comment.
                for (number, line) in lines.enumerated() where line.range(of: direct, options: .regularExpression) != nil && !line.contains("// a11y: ") {
                    Issue.record("\(area)/\(name):\(number + 1) sets VoiceOver directly: \(line.trimmingCharacters(in: .whitespaces))")
                }
                views += 1
            }
        }
        #expect(views > 20)
    }
}
