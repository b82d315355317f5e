import Foundation
@testable import TallyCatalog
@_spi(Tally) import TallyCore
import TallyStories
import Testing

@Suite("Component pages")
struct ComponentPageTests {
    private static let site: Result<[String: String], any Error> = Result {
        Dictionary(uniqueKeysWithValues: try CatalogBuilder.pages().map { ($0.path, $0.contents) })
    }

    @Test("every amount and form component has a page, linked from the index")
    func everyComponent() throws {
        let site = try Self.site.get()
        let index = try #require(site["index.html"])
        let expected = ["AmountInputView", "AnimatedAmountInput", "CurrencyField", "QuickAmountBar", "AmountKeypad", "AnimatedTitleInput", "SectionHeaderView", "DateSectionHeaderView",
                        "FormSection", "FormTextField", "TextInputField", "DatePickerRow", "DateButtonsView", "ReminderPickerView",
                        "FrequencyPickerView", "RecurringToggleView", "IconPickerRow", "IconPickerView", "ColorPickerRow", "ConfirmationDialogButton",
                        "AddTransactionSheet", "SegmentedPickerView", "IconView", "DatePickerSheet"]
        #expect(Set(ComponentStory.all.map(\.name)).isSuperset(of: expected))
        #expect(Set(ComponentStory.all.map(\.id)).count == ComponentStory.all.count)
        for story in ComponentStory.all {
            #expect(Set(story.states.map(\.id)).count == story.states.count, "\(story.id)")
            #expect(index.contains("href=\"\(ComponentPage.fileName(story))\""), "\(story.id)")
            let page = try #require(site[ComponentPage.fileName(story)])
            // Every state in 5 languages × 2 themes × 3 text sizes.
            for state in story.states {
                let frames = page.components(separatedBy: "data-check=\"\(story.id)/\(state.id)/").count - 1
                #expect(frames == 30, "\(story.id)/\(state.id): \(frames)")
            }
            #expect(page.contains("<pre class=\"usage\">"), "\(story.id)")
        }
    }

    @Test("every state says what VoiceOver reads, in each language, with a label on every element")
    func accessibility() throws {
        // A key missing from the catalog is shown as the key itself, which is not empty either.
        let keys = try Set(Localizer.bundled.get().catalog.entries.keys)
        #expect(keys.count > 100)
        var russianDiffers = 0
        for story in ComponentStory.all {
            #expect(!story.states.isEmpty, "\(story.id)")
            for state in story.states {
                var labels: [String: [String]] = [:]
                for locale in StoryContext.languages {
                    let context = StoryContext(locale: locale)
                    let elements = state.view(in: context).accessibility(in: context)
                    let place = "\(story.id)/\(state.id)/\(locale.identifier)"
                    #expect(!elements.isEmpty, "\(place)")
                    for element in elements {
                        #expect(!element.label.trimmingCharacters(in: .whitespaces).isEmpty, "\(place)")
                        for text in [element.label, element.value, element.hint].compactMap(\.self) {
                            #expect(!keys.contains(text), "\(place) reads the key \(text)")
                        }
                    }
                    labels[locale.identifier] = elements.map(\.label)
                }
                if labels["ru_RU"] != labels["en_US"] { russianDiffers += 1 }
            }
        }
        // The labels are translated: nearly every state reads differently in Russian.
        let states = ComponentStory.all.map(\.states.count).reduce(0, +)
        #expect(russianDiffers * 10 >= states * 9, "\(russianDiffers) of \(states) states differ in Russian")
    }

    @Test("states are computed by the engine: the refused key, the conversion, the fitted size")
    func engineStates() throws {
        let german = StoryContext(locale: Locale(identifier: "de_DE"))
        let amount = try #require(ComponentStory.all.first { $0.id == "amount-input" })
        func story(_ id: String) throws -> AmountInputViewState {
            try #require(amount.states.first(where: { $0.id == id })?.view(in: german).state as? AmountInputViewState)
        }
        let error = try story("error")
        let germanLocale = german.locale
        #expect(error.entry.rejection == .tooManyDecimals(allowed: 2) && error.display == "12,34")
        #expect(error.errorText(locale: germanLocale) == "Diese Währung erlaubt 2 Nachkommastellen")
        let converted = try story("converted").conversionDisplay(locale: germanLocale)
        #expect(converted.text == "≈ 8,87\u{00A0}€" && converted.ratesDate?.contains("2018") == true)
        let large = try story("large")
        let largeSize = large.fontSize(availableWidth: 342, measurer: AdvanceWidthMeasurer.interBoldTabular)
        #expect(largeSize < 56)
        #expect(AdvanceWidthMeasurer.interBoldTabular.width(of: large.display, fontSize: largeSize) <= 342 + 1e-9)
        let refusedCurrency = try story("currency-refused")
        #expect(refusedCurrency.display == "12,5" && refusedCurrency.input.currency == .chf)
        #expect(refusedCurrency.errorText(locale: germanLocale) == "JPY erlaubt 0 Nachkommastellen: zuerst die überzähligen Ziffern löschen")
        #expect(try story("yen").display == "125.000")
        // At AX3 the longest amount still fits the 342 pt width.
        let fitted = AmountFontFit().fontSize(for: large.display, availableWidth: 342, measurer: AdvanceWidthMeasurer.interBoldTabular,
                                              dynamicTypeScale: TallyTokens.DynamicType.body.multiplier(at: .accessibility3))
        #expect(AdvanceWidthMeasurer.interBoldTabular.width(of: large.display, fontSize: fitted) <= 342 + 1e-9)
    }

    @Test("the component CSS names only custom properties the token CSS defines")
    func componentCSS() throws {
        let site = try Self.site.get()
        let css = try #require(site["assets/tally-tokens.css"])
        var checked = 0
        for part in ComponentStyle.stylesheet.components(separatedBy: "var(").dropFirst() {
            let name = String(part.prefix { $0 != ")" && $0 != "," })
            if name.hasPrefix("--tally-") {
                checked += 1
                #expect(css.contains("  \(name): "), "\(name)")
            }
        }
        #expect(checked > 20)
    }
}

/// Where Debian's headless Chromium is, if installed.
private let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

@Suite("Catalog in a real browser", .serialized)
struct BrowserTests {
    /// The report the page's check script writes when opened with `#check`.
    struct Report: Decodable {
        struct Overflow: Decodable { let check: String; let text: String; let kind: String }
        struct Easing: Decodable { let token: String; let track: String; let values: [Double] }
        struct Figure: Decodable { let text: String; let fontSize: Double; let width: Double }
        /// A word drawn on more than one line.
        struct BrokenWord: Decodable { let check: String; let word: String; let lines: Int }
        let frames: Int
        let overflows: [Overflow]
        /// Rows of chips that scroll sideways, their last chips cut at the frame's edge.
        let scrolledRows: [Overflow]
        let brokenWords: [BrokenWord]
        let errors: [String]
        let easings: [Easing]
        /// Each web font face: "Inter 700 loaded".
        let fonts: [String]
        let figures: [Figure]
    }

    /// Loads `file` in headless Chromium and reads the check report out of the DOM.
    static func check(_ file: URL, browser: String) throws -> Report {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=5000", "--dump-dom", file.absoluteString + "#check"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        guard let start = dom.range(of: "<pre id=\"tally-check-report\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "no check report in \(file.lastPathComponent)"])
        }
        // Chromium writes &, <, >, " and the no-break space as entities; &amp; is undone last.
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&nbsp;", with: "\u{00A0}")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(Report.self, from: Data(json.utf8))
    }

    @Test("every page loads without a console error and no text overflows in any language, theme or size",
          .enabled(if: chromium != nil, "chromium is not installed: the browser checks did NOT run (apt-get install chromium)"),
          .timeLimit(.minutes(5)))
    func pages() throws {
        let browser = try #require(chromium)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-browser-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try CatalogBuilder.build(into: folder)
        var frames = 0
        var figures = 0
        for page in report.files where page.hasSuffix(".html") {
            let result = try Self.check(folder.appendingPathComponent(page), browser: browser)
            if page.hasPrefix("component-") { frames += result.frames }
            #expect(result.errors.isEmpty, "\(page): \(result.errors)")
            #expect(!result.fonts.contains { $0.hasSuffix(" error") }, "\(page): \(result.fonts)")
            // The hero amount is drawn in the shipped Inter Bold, as wide as the fit measured it
            // to within Chromium's layout unit, 1/64 px a glyph.
            if !result.figures.isEmpty { #expect(result.fonts.contains("Inter 700 loaded"), "\(page): \(result.fonts)") }
            for figure in result.figures {
                let measured = AdvanceWidthMeasurer.interBoldTabular.width(of: figure.text, fontSize: figure.fontSize)
                #expect(abs(figure.width - measured) <= Double(figure.text.count) / 64, "\(page): \(figure.text) at \(figure.fontSize) px is \(figure.width) px wide, measured \(measured)")
                figures += 1
            }
            for overflow in result.overflows {
                Issue.record("\(overflow.check): \(overflow.kind): \(overflow.text)")
            }
            for broken in result.brokenWords {
                Issue.record("\(broken.check): “\(broken.word)” is broken over \(broken.lines) lines")
            }
            if page.hasPrefix("component-") { #expect(result.frames > 0, "\(page)") }
            // The showcase draws every state at the default size, where every row of chips fits.
            if page == "showcase.html" { #expect(result.scrolledRows.isEmpty, "\(result.scrolledRows.map { "\($0.check): \($0.text)" })") }
        }
        #expect(frames == ComponentStory.all.reduce(0) { $0 + $1.states.count } * 30)
        #expect(figures > 100)
        print("hero amount figures drawn in Chromium and compared with the fit's widths: \(figures)")
    }
}

extension BrowserTests {
    @Test("at every text size up to AX3, in every language, every component keeps every word whole and fits its boxes",
          .enabled(if: chromium != nil, "chromium is not installed: the browser checks did NOT run (apt-get install chromium)"),
          .timeLimit(.minutes(3)))
    func wordsWholeAtLargeSizes() throws {
        let browser = try #require(chromium)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-words-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try CatalogBuilder.build(into: folder)
        var largeFrames = 0
        for story in ComponentStory.all {
            let report = try Self.check(folder.appendingPathComponent(ComponentPage.fileName(story)), browser: browser)
            #expect(report.errors.isEmpty, "\(story.id): \(report.errors)")
            largeFrames += report.frames
            // Over-long words included: a German header in capitals at AX3 or an e-mail address
            // in a text field must be drawn so that it stays whole.
            #expect(report.brokenWords.isEmpty, "\(story.id): \(report.brokenWords.map { "\($0.check): \($0.word)" })")
            #expect(report.overflows.isEmpty, "\(story.id): \(report.overflows.map { "\($0.check): \($0.kind): \($0.text)" })")
        }
        #expect(largeFrames == ComponentStory.all.reduce(0) { $0 + $1.states.count } * 30)
    }

    @Test("Chromium's own evaluation of every exported easing (Web Animations API) is within 0.002 of the engine's curve",
          .enabled(if: chromium != nil, "chromium is not installed: the browser checks did NOT run (apt-get install chromium)"),
          .timeLimit(.minutes(2)))
    func easings() throws {
        let browser = try #require(chromium)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-easing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try CatalogBuilder.build(into: folder)
        let report = try Self.check(folder.appendingPathComponent("motion.html"), browser: browser)
        #expect(report.errors.isEmpty, "\(report.errors)")
        let expectedProbes = MotionToken.all.reduce(0) { $0 + $1.tracks.count }
        #expect(report.easings.count == expectedProbes)
        var worst = 0.0
        for easing in report.easings {
            let motion = try #require(MotionToken.named(easing.token), "\(easing.token)")
            let track = motion.tracks.count > 1 ? easing.track : nil
            let duration = motion.duration(of: track)
            #expect(easing.values.count == 201, "\(easing.token)")
            for (index, measured) in easing.values.enumerated() {
                // What `tally motion sample` prints: the token's value at that moment of its run.
                let expected = try #require(motion.value(at: duration * Double(index) / 200, track: track))
                let error = abs(measured - expected)
                worst = max(worst, error)
                #expect(error <= 0.002, "\(easing.token) \(easing.track) at \(index)/200: Chromium \(measured), engine \(expected)")
            }
        }
        // The figure for the docs: the largest difference Chromium and the engine show.
        print("largest easing difference, Chromium vs engine: \(worst)")
    }
}
