import Foundation
import Testing

/// TallyGallery's renderer runs only on Apple platforms, so on Linux its source is read: each
/// story case binds its whole state value and hands that value to the view's state initializer,
/// so the gallery cannot destructure a state and drop part of it.
@Suite("Gallery renderer: every story value reaches its view whole")
struct GalleryRendererSourceTests {
    @Test("every StoryView case is drawn through a state initializer with the whole value")
    func wholeValues() throws {
        let storyView = try String(contentsOf: packageRoot.appendingPathComponent("Sources/TallyCore/Catalog/StoryView.swift"), encoding: .utf8)
        let gallery = try String(contentsOf: packageRoot.appendingPathComponent("Sources/TallyUI/Catalog/TallyGallery.swift"), encoding: .utf8)
        // The enum's cases: "    case name(" inside `@_spi(Tally) public enum StoryView`.
        let enumBody = try #require(storyView.components(separatedBy: "@_spi(Tally) public enum StoryView").dropFirst().first?.components(separatedBy: "\n}").first)
        let cases = enumBody.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("case ") || trimmed.hasPrefix("indirect case ") else { return nil }
            let name = trimmed.replacingOccurrences(of: "indirect ", with: "").dropFirst(5).prefix { $0.isLetter || $0.isNumber }
            return String(name)
        }
        #expect(cases.count >= 23, "\(cases)")
        let lines = gallery.split(separator: "\n", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
        for name in cases {
            let index = try #require(lines.firstIndex { $0.hasPrefix("case .\(name)(") }, "\(name) is not drawn by the gallery")
            let pattern = lines[index]
            // One binding of the whole value (a section's sample rows may follow it).
            #expect(pattern.hasPrefix("case .\(name)(let state") && !pattern.contains("_"), "\(pattern)")
            let body = lines[index + 1]
            #expect(body.contains("(state: state") || body.contains("(state: .constant(state))") || body.contains("Live(state)")
                    || body.contains("(state: state,"), "\(name): \(body)")
        }
    }
}
