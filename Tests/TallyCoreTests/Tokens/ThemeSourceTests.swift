import Foundation
import Testing

/// Every TallyUI view draws with the environment's theme: none reads a static colour, type style,
/// spacing, radius, icon size, tap area, focus ring, border width, opacity, scale, offset,
/// duration, keyframes or animation of the standard theme, nor writes one as a number, and none
/// tints controls unless the theme says so. Only `Sources/TallyUI/Theme/`, which defines the standard theme's static
/// values (`AppColors`…) and the theme APIs, may name them; previews elsewhere use the theme APIs
/// too. TallyUI builds only for Apple platforms, so its sources are read here.
@Suite("TallyUI views draw with the environment's theme")
struct ThemeSourceTests {
    /// What a view outside Theme/ may not name, with why.
    static let forbidden: [(pattern: String, what: String)] = [
        (#"\bAppColors\."#, "a standard-theme colour (use ThemeColor)"),
        (#"\bAppTypography\."#, "a standard-theme font (use .tallyFont / theme.font)"),
        (#"\bAppSpacing\."#, "a standard-theme spacing (use theme.spacing)"),
        (#"\bAppRadius\."#, "a standard-theme radius (use theme.radius)"),
        (#"\bAppIconSize\."#, "a standard-theme icon size (use theme.iconSize)"),
        (#"\bTallyTokens\.[A-Z]"#, "a static token (use the theme's role: theme.tapArea, theme.scale, theme.duration…)"),
        (#"\b(AppTapArea|AppFocusRing)\."#, "a standard-theme tap area or focus ring (use theme.tapArea, theme.focusRing)"),
        (#"\.(labelFontSize|labelOffset|labelScale|minimumHeight)\b(?!\()"#, "a float-label measure of the standard theme (pass in: theme)"),
        (#"\bborder\.width\b(?!\()"#, "a border width of the standard theme (use width(in: theme))"),
        (#"\bswatchSide\(scaled:(?!.*\bin:)"#, "a swatch side of the standard theme (pass in: theme)"),
        (#"\bMotionPolicy\.(messageDelay|listItemDelay|staggerDelay)\((?![^()]*\bin:)"#, "a stagger of the standard theme (pass in: theme)"),
        (#"\.keyframes\(reduceMotion:(?![^()]*\bin:)"#, "feedback keyframes of the standard theme (pass in: theme)"),

        (#"\.(appFast|appNormal|appSlow|appSpring|appSnappy|menuSpring|contextMenuAppear)\b"#, "a standard-theme animation (use theme.animation)"),
        (#"\bAmountFontFit\(\)"#, "the standard theme's hero size"),
        (#"\bColor\([^()]*\.token\)"#, "a form role's static colour (use ThemeColor(role.colorRole))"),
        (#"\.typography\b(?!\()"#, "a component's standard type style (use typography(in: theme))"),
        (#"\.(categoryIcon|serviceLogo|bankLogo)\((?=\)|size:)(?![^()]*\bin:)"#, "a standard-theme icon style (pass in: theme)"),
        (#"\.standard\(for:(?![^()]*\bin:)"#, "a standard-theme icon style (pass in: theme)"),
        (#"\bIconStyle\.(toolbar|placeholder)\b(?!\()"#, "a standard-theme icon style (use toolbar(in:), placeholder(in:))"),
        (#"\.(icon|placeholderSize)\b(?![(:])"#, "an icon row's standard-theme icon (use icon(in: theme))"),
    ]

    /// What a view outside Theme/ may not write as a number, previews aside (their frames and
    /// sample timings are not what an app draws).
    static let fixedNumbers: [(pattern: String, what: String)] = [
        (#"\b(lineWidth|cornerRadius|minimum|width|height|opacity|duration|scale):\s*-?[0-9.]*[1-9]"#, "a fixed size, width, opacity or duration (read it from the theme)"),
        (#"\.(opacity|padding|offset)\(\s*-?[0-9.]*[1-9][0-9.]*\s*\)"#, "a fixed opacity, padding or offset (read it from the theme)"),
        (#"\.(milliseconds|seconds)\(\s*[0-9.]*[1-9]"#, "a fixed duration (read it from the theme)"),
        (#"@ScaledMetric[^=]*=\s*(?!1\b)[0-9]"#, "a fixed size scaled with the text (scale 1 by Dynamic Type and multiply the theme's value)"),
    ]

    /// Whether each line of `lines` is preview code: from a `#Preview`, a `// MARK: - Previews`
    /// or a `private struct …Preview` to the next top-level declaration that is not one.
    static func previewLines(_ lines: [Substring]) -> [Bool] {
        var inPreview = false
        return lines.map { line in
            if line.hasPrefix("#Preview") || line.hasPrefix("// MARK: - Previews")
                || line.range(of: #"^(private |fileprivate )?struct \w*Preview\b"#, options: .regularExpression) != nil {
                inPreview = true
            } else if line.range(of: #"^(public |private |fileprivate |internal )?(extension|struct|enum|final class|class|func|#endif)\b"#,
                                 options: .regularExpression) != nil {
                inPreview = false
            }
            return inPreview
        }
    }

    private static var root: URL { packageRoot.appendingPathComponent("Sources/TallyUI") }

    /// The Swift files of TallyUI, with whether each is in Theme/.
    private static func sources() throws -> [(url: URL, isTheme: Bool, lines: [Substring])] {
        let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL })
            .filter { $0.pathExtension == "swift" }
        return try files.map { url in
            let relative = url.path.dropFirst(root.path.count)
            let text = try String(contentsOf: url, encoding: .utf8)
            return (url, relative.hasPrefix("/Theme/"), text.split(separator: "\n", omittingEmptySubsequences: false))
        }
    }

    /// A line as code: empty for a comment line.
    private static func code(_ line: Substring) -> Substring {
        line.drop { $0 == " " }.hasPrefix("//") ? "" : line
    }

    @Test("no view outside Theme/ names a static colour, font, spacing, radius, icon size or animation")
    func noStaticLook() throws {
        let files = try Self.sources()
        #expect(files.count > 40)
        #expect(files.filter(\.isTheme).count >= 8)
        var themeHits = 0
        var previews = 0
        for file in files {
            let isPreview = Self.previewLines(file.lines)
            previews += isPreview.filter { $0 }.count
            for (number, line) in file.lines.enumerated() {
                let code = Self.code(line)
                let rules = isPreview[number] ? Self.forbidden : Self.forbidden + Self.fixedNumbers
                for rule in rules where code.range(of: rule.pattern, options: .regularExpression) != nil {
                    if file.isTheme {
                        themeHits += 1
                    } else {
                        Issue.record("\(file.url.lastPathComponent):\(number + 1) names \(rule.what): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        // The patterns do match what they are meant to: Theme/ defines the standard values with them.
        #expect(themeHits > 20)
        // Previews are found (and so exempt from the number rules only), not the whole sources.
        #expect(previews > 100 && previews < files.map(\.lines.count).reduce(0, +) / 3)
    }

    @Test("the patterns catch the ways a view could draw the standard look, and leave the theme APIs alone")
    func patterns() {
        func caught(_ line: String) -> Bool {
            (Self.forbidden + Self.fixedNumbers).contains { line.range(of: $0.pattern, options: .regularExpression) != nil }
        }
        for line in [
            ".foregroundStyle(AppColors.textPrimary)", ".font(AppTypography.body)", "VStack(spacing: AppSpacing.sm)",
            "RoundedRectangle(cornerRadius: AppRadius.md)", ".frame(width: AppIconSize.md)", "var token = TallyTokens.Typography.h2",
            "Color(TallyTokens.Color.primary)", ".motionSafe(.appFast, kind: .stateChange, value: x)", "MotionPlan(.appSpring, kind: .appear)",
            "baseFontSize: Double = AmountFontFit().baseSize", ".strokeBorder(Color(border.role.token), lineWidth: 1)",
            ".font(Font(state.typography))", "Animation(TallyTokens.Motion.pulse)", "TallyTokens.Gradient.shimmer.stops",
            "IconView(source: s, style: .categoryIcon())", "style: .standard(for: source, size: .xl)", "[.bankLogo(size: .lg)]",
            "IconStyle.placeholder", "if let icon = state.icon {", "CGFloat(state.placeholderSize)",
            "CGFloat(TallyTokens.Scale.pressed)", "AppTapArea.minimum", ".frame(minWidth: AppTapArea.minimum)", "AppFocusRing.width / 2",
            "let rise = -TallyTokens.FloatLabel.labelOffset", "TallyTokens.Keyframes.titleCharWobble", "TallyTokens.Duration.shimmer",
            ".scaleEffect(CGFloat(state.labelScale), anchor: .leading)", ".offset(y: CGFloat(state.labelOffset) * textScale)",
            "TextInputFieldState.minimumHeight / 2", "lineWidth: CGFloat(border.width))", "ColorPickerRowState.swatchSide(scaled: 44)",
            "MotionPolicy.listItemDelay(index: index, reduceMotion: reduceMotion)", "motion.keyframes(reduceMotion: reduceMotion)",
            ".strokeBorder(ThemeColor.primary, lineWidth: 2)", "Circle().strokeBorder(ThemeColor.border, lineWidth: 1)",
            "RoundedRectangle(cornerRadius: 1)", ".frame(width: 2, height: height)", "GridItem(.adaptive(minimum: 88))",
            ".transition(.scale(scale: 0.96, anchor: .top))", "shape.fill(ThemeColor.primary.opacity(0.12))", ".padding(4)",
            ".easeInOut(duration: 0.5)", "debounce: .milliseconds(300)", "@ScaledMetric private var side: CGFloat = 44",
        ] {
            #expect(caught(line), "\(line)")
        }
        for line in [
            ".foregroundStyle(ThemeColor.textPrimary)", ".tallyFont(.body)", "VStack(spacing: theme.spacing(.sm))",
            ".font(Font(state.typography(in: theme)))", ".motionSafe(transition: .fast, kind: .stateChange, value: x)",
            "MotionPlan(theme.animation(.app), kind: .appear)", ".strokeBorder(ThemeColor(border.role.colorRole))",
            "let hero = theme.typography(.heroAmount)", "CGFloat(theme.scale(.pressed))", "CGFloat(theme.tapArea(.minimum))",
            "IconView(source: s, style: .categoryIcon(in: theme))", ".standard(for: source, size: .xl, in: theme)",
            ".bankLogo(size: .lg, in: theme)", "state.icon(in: theme)", "Label(title: { t }, icon: { i })",
            "case .bankLogo(let brand), .brandService(let brand):", "state.placeholderSymbol",
            ".scaleEffect(CGFloat(state.labelScale(in: theme)), anchor: .leading)", "TextInputFieldState.minimumHeight(in: theme) / 2",
            "lineWidth: CGFloat(border.width(in: theme)))", "ColorPickerRowState.swatchSide(scaled: theme.tapArea(.minimum) * Double(textScale), in: theme)",
            "MotionPlan.staggerDelay(seconds, theme: theme, reduceMotion: reduceMotion)",
            "MotionPolicy.listItemDelay(index: index, reduceMotion: reduceMotion, in: theme)",
            "motion.keyframes(reduceMotion: reduceMotion, in: theme)", "VStack(spacing: 0)", ".opacity(appeared ? 1 : 0)",
            ".lineLimit(2)", ".minimumScaleFactor(0.6)", ".frame(width: side * 0.8, height: side * 0.8)",
            "@ScaledMetric(relativeTo: .body) private var textScale: CGFloat = 1", "RoundedRectangle(cornerRadius: width / 2)",
            ".scaleEffect(isPressed && plan.moves ? CGFloat(theme.scale(.pressed)) : 1)",
        ] {
            #expect(!caught(line), "\(line)")
        }
    }

    @Test("preview code is told from view code: a preview struct and #Preview until the next declaration")
    func previewRegions() {
        let lines: [Substring] = [
            "public struct Row: View {", "    var body: some View { Text(\"a\").padding(4) }", "}", "// MARK: - Previews",
            "private struct RowPreview: View {", "    var body: some View { Row().frame(width: 120) }", "}", "#Preview(\"Row\") {",
            "    RowPreview()", "}", "extension Row {", "    func wide() -> some View { frame(width: 300) }", "}",
        ]
        #expect(Self.previewLines(lines) == [false, false, false, true, true, true, true, true, true, true, false, false, false])
    }

    @Test("controls are tinted only in Theme/, and only where the theme asks for it")
    func tintFollowsTheTheme() throws {
        var tints = 0
        for file in try Self.sources() {
            for (number, line) in file.lines.enumerated() where Self.code(line).contains(".tint(") {
                #expect(file.isTheme, "\(file.url.lastPathComponent):\(number + 1) tints a control outside Theme/")
                // In Theme/, the tint sits in the branch taken when the theme tints controls.
                let before = file.lines[max(0, number - 3)..<number].joined(separator: "\n")
                #expect(before.contains("if theme.tintsControls"), "\(file.url.lastPathComponent):\(number + 1) tints whatever the theme says")
                tints += 1
            }
        }
        #expect(tints == 1)
        // The toggles that used to set `.tint` take it from the theme now.
        for name in ["Forms/ReminderPickerView.swift", "Forms/RecurringToggleView.swift"] {
            let text = try String(contentsOf: Self.root.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains(".tallyControlTint()"), "\(name)")
        }
    }
}
