import Foundation
import Testing

/// Every TallyUI view draws with the environment's theme: none reads a static colour, type style,
/// spacing, radius, icon size or animation of the standard theme, and none tints controls unless
/// the theme says so. Only `Sources/TallyUI/Theme/`, which defines the standard theme's static
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
        (#"\bTallyTokens\.(Color|Typography|Spacing|Space|Radius|IconSize|Spring|Motion|Gradient|Shadow)\b"#, "a static token of a theme role"),
        (#"\.(appFast|appNormal|appSlow|appSpring|appSnappy|menuSpring|contextMenuAppear)\b"#, "a standard-theme animation (use theme.animation)"),
        (#"\bAmountFontFit\(\)"#, "the standard theme's hero size"),
        (#"\bColor\([^()]*\.token\)"#, "a form role's static colour (use ThemeColor(role.colorRole))"),
        (#"\.typography\b(?!\()"#, "a component's standard type style (use typography(in: theme))"),
        (#"\.(categoryIcon|serviceLogo|bankLogo)\((?=\)|size:)(?![^()]*\bin:)"#, "a standard-theme icon style (pass in: theme)"),
        (#"\.standard\(for:(?![^()]*\bin:)"#, "a standard-theme icon style (pass in: theme)"),
        (#"\bIconStyle\.(toolbar|placeholder)\b(?!\()"#, "a standard-theme icon style (use toolbar(in:), placeholder(in:))"),
        (#"\.(icon|placeholderSize)\b(?![(:])"#, "an icon row's standard-theme icon (use icon(in: theme))"),
    ]

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
        for file in files {
            for (number, line) in file.lines.enumerated() {
                let code = Self.code(line)
                for rule in Self.forbidden where code.range(of: rule.pattern, options: .regularExpression) != nil {
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
    }

    @Test("the patterns catch the ways a view could draw the standard look, and leave the theme APIs alone")
    func patterns() {
        func caught(_ line: String) -> Bool {
            Self.forbidden.contains { line.range(of: $0.pattern, options: .regularExpression) != nil }
        }
        for line in [
            ".foregroundStyle(AppColors.textPrimary)", ".font(AppTypography.body)", "VStack(spacing: AppSpacing.sm)",
            "RoundedRectangle(cornerRadius: AppRadius.md)", ".frame(width: AppIconSize.md)", "var token = TallyTokens.Typography.h2",
            "Color(TallyTokens.Color.primary)", ".motionSafe(.appFast, kind: .stateChange, value: x)", "MotionPlan(.appSpring, kind: .appear)",
            "baseFontSize: Double = AmountFontFit().baseSize", ".strokeBorder(Color(border.role.token), lineWidth: 1)",
            ".font(Font(state.typography))", "Animation(TallyTokens.Motion.pulse)", "TallyTokens.Gradient.shimmer.stops",
            "IconView(source: s, style: .categoryIcon())", "style: .standard(for: source, size: .xl)", "[.bankLogo(size: .lg)]",
            "IconStyle.placeholder", "if let icon = state.icon {", "CGFloat(state.placeholderSize)",
        ] {
            #expect(caught(line), "\(line)")
        }
        for line in [
            ".foregroundStyle(ThemeColor.textPrimary)", ".tallyFont(.body)", "VStack(spacing: theme.spacing(.sm))",
            ".font(Font(state.typography(in: theme)))", ".motionSafe(transition: .fast, kind: .stateChange, value: x)",
            "MotionPlan(theme.animation(.app), kind: .appear)", ".strokeBorder(ThemeColor(border.role.colorRole))",
            "let hero = theme.typography(.heroAmount)", "CGFloat(TallyTokens.Scale.pressed)", "AppTapArea.minimum",
            "IconView(source: s, style: .categoryIcon(in: theme))", ".standard(for: source, size: .xl, in: theme)",
            ".bankLogo(size: .lg, in: theme)", "state.icon(in: theme)", "Label(title: { t }, icon: { i })",
            "case .bankLogo(let brand), .brandService(let brand):", "state.placeholderSymbol",
        ] {
            #expect(!caught(line), "\(line)")
        }
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
