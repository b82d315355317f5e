import Foundation
@testable import TallyCatalog
@_spi(Tally) import TallyCore
import TallyStories
import Testing

/// Every SF Symbol the kit names has a drawing of its own in the catalog, never the name's letter.
@Suite("SF Symbol glyphs")
struct SymbolGlyphTests {
    /// The package's root, three folders up from this file.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The symbol names written in the kit's sources: `Image(systemName: "…")` and
    /// `.sfSymbol("…")` in TallyCore and TallyUI.
    static func namesInSources() throws -> Set<String> {
        var names: Set<String> = []
        let pattern = try NSRegularExpression(pattern: #"(?:systemName: |\.sfSymbol\()"([a-z0-9.]+)""#)
        for folder in ["Sources/TallyCore", "Sources/TallyUI"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
                }
            }
        }
        return names
    }

    /// Every symbol the kit names: the icon picker's catalogue, the symbols the states choose, and
    /// the ones the views write.
    static func kitSymbols() throws -> Set<String> {
        var names = Set(SymbolCatalogue.finance.symbols.map(\.name))
        let date = Date(timeIntervalSince1970: 1_763_712_000)
        let buttons = DateButtonsViewState(selectedDate: date, calendar: Calendar(identifier: .gregorian), now: date)
        names.formUnion(buttons.buttons.compactMap { buttons.symbol(of: $0) })
        names.insert(AmountKeypadState.backspaceSymbol(for: .leftToRight))
        names.insert(AmountKeypadState.backspaceSymbol(for: .rightToLeft))
        names.insert(IconPickerRowState(selection: nil, title: "Icon").placeholderSymbol)
        for isRevealed in [false, true] {
            names.insert(TextInputFieldState(label: "Password", text: "", kind: .password, isRevealed: isRevealed).revealButtonSymbol)
        }
        for isExpanded in [false, true] {
            let row = ColorPickerRowState(storedHex: "", isExpanded: isExpanded)
            names.insert(row.chevronSymbol)
        }
        return names.union(try namesInSources())
    }

    @Test("each symbol the kit names maps to a drawing of its own, not to a letter or the fallback tile")
    func everySymbolHasAGlyph() throws {
        let names = try Self.kitSymbols()
        #expect(names.count > 190, "\(names.count) symbols")
        #expect(names.isSuperset(of: ["cart.fill", "fork.knife", "car.fill", "house.fill", "bag.fill", "airplane", "heart.fill", "gift.fill", "bolt.fill", "creditcard.fill", "calendar"]))
        let missing = names.subtracting(SymbolGlyph.names).sorted()
        #expect(missing.isEmpty, "no glyph for \(missing)")
        for name in names {
            let svg = try #require(SymbolGlyph.svg(name), "\(name)")
            #expect(svg.hasPrefix("<svg ") && svg.contains("viewBox=\"0 0 24 24\""), "\(name)")
            // A drawing, not a letter: the only text an SVG holds is a currency sign.
            let text = svg.components(separatedBy: ">").compactMap { $0.components(separatedBy: "<").first }.joined()
            #expect(!text.contains { $0.isLetter }, "\(name) draws the text \(text)")
            #expect(SymbolGlyph.html(name) == svg, "\(name)")
        }
    }

    @Test("the icon pages draw each symbol as its glyph, sized to the tile")
    func iconPagesDrawGlyphs() throws {
        let english = StoryContext(locale: Locale(identifier: "en_US"))
        let icon = try #require(ComponentStory.all.first { $0.id == "icon-view" }?.states.first)
        let html = (icon.view(in: english)).html(size: .accessibility3, locale: english.locale)
        #expect(html.contains("data-symbol=\"cart.fill\""))
        #expect(!html.contains(">C</span>"))
        let picker = try #require(ComponentStory.all.first { $0.id == "icon-picker" }?.states.first { $0.id == "icons" })
        let grid = (picker.view(in: english)).html(size: .standard, locale: english.locale)
        #expect(grid.contains("data-symbol=\"fork.knife\"") && grid.contains("data-symbol=\"cart.fill\""))
    }
}
