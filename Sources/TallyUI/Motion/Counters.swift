#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// An animated counter: a whole number, formatted for the environment's locale, whose
/// digits roll to the new value with the theme's `motion.normal` when it changes.
///
/// Under Reduce Motion (`MotionKind.numericText`) the old number dissolves into the new one for
/// the policy's crossfade length instead of rolling. Digits are monospaced so the number does not
/// jiggle while it changes.
public struct AnimatedCounter: View {
    @Environment(\.tallyTheme) private var theme
    private let value: Int
    @ReduceMotionSetting private var reduceMotion

    /// A counter showing `value`.
    public init(value: Int) {
        self.value = value
    }

    /// The number.
    public var body: some View {
        let plan = MotionPlan(theme.animation(.normal), kind: .numericText, theme: theme, reduceMotion: reduceMotion)
        Text(value, format: .number)
            .monospacedDigit()
            .contentTransition(plan.moves ? .numericText(value: Double(value)) : .opacity)
            .animation(plan.animation, value: value)
    }
}

/// A progress row: a label on the leading side and a value on the trailing side whose
/// characters roll with the theme's `motion.normal` when it changes.
///
/// The label is a catalog key or a view of the caller's; the value is the caller's formatted text
/// and is shown verbatim. Under Reduce Motion (`MotionKind.numericText`) the value dissolves
/// instead of rolling. At accessibility text sizes the value moves under the label, so neither
/// is truncated.
public struct AnimatedProgress<Label: View>: View {
    @Environment(\.tallyTheme) private var theme
    private let label: Label
    private let value: String
    @ReduceMotionSetting private var reduceMotion
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// A row with `label` and the formatted `value`.
    ///
    /// - Parameters:
    ///   - value: The formatted value, shown as it is, for example `3 of 12`.
    ///   - label: The label view.
    public init(value: String, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = value
    }

    /// The label and the value, side by side, or stacked at accessibility text sizes.
    public var body: some View {
        let plan = MotionPlan(theme.animation(.normal), kind: .numericText, theme: theme, reduceMotion: reduceMotion)
        let layout = dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: theme.spacing(.xs)))
            : AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: theme.spacing(.sm)))
        layout {
            label.frame(maxWidth: .infinity, alignment: .leading)
            Text(verbatim: value)
                .monospacedDigit()
                .contentTransition(plan.moves ? .numericText() : .opacity)
        }
        .animation(plan.animation, value: value)
        .accessibilityElement(children: .combine)
    }
}

extension AnimatedProgress where Label == LocalizedText {
    /// A row labelled with the catalog text for `label`.
    ///
    /// - Parameters:
    ///   - label: The label's key in Tally's String Catalog.
    ///   - value: The formatted value, shown as it is.
    public init(label: TallyStringKey, value: String) {
        self.init(value: value) { LocalizedText(label) }
    }
}

extension AnimatedProgress where Label == Text {
    /// A row labelled with a `Text` the caller has already localized.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - value: The formatted value, shown as it is.
    public init(label: Text, value: String) {
        self.init(value: value) { label }
    }
}

private struct CountersPreview: View {
    @Environment(\.tallyTheme) private var theme
    @State private var count = 7

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing(.lg)) {
            AnimatedCounter(value: count)
                .tallyFont(.heroAmount)
                .foregroundStyle(ThemeColor.textPrimary)
            AnimatedProgress(label: .subscriptionReminders, value: "\(count) / 12")
                .tallyFont(.body)
                .foregroundStyle(ThemeColor.textPrimary)
            AnimatedProgress(label: Text(verbatim: "Synced"), value: "\(count * 8) %")
                .tallyFont(.body)
                .foregroundStyle(ThemeColor.textSecondary)
            HStack {
                Button(action: { count -= 1 }, label: { Text(verbatim: "−1") })
                Button(action: { count += 1 }, label: { Text(verbatim: "+1") })
                Button(action: { count += 250 }, label: { Text(verbatim: "+250") })
            }
        }
        .padding(theme.spacing(.lg))
        .background(ThemeColor.background)
    }
}

#Preview("Counters, light") {
    CountersPreview()
}

#Preview("Counters, dark") {
    CountersPreview().preferredColorScheme(.dark)
}

#Preview("Counters, Reduce Motion") {
    CountersPreview().tallyReduceMotion(true)
}

#Preview("Counters, AX3, Russian") {
    CountersPreview().dynamicTypeSize(.accessibility3).environment(\.locale, Locale(identifier: "ru_RU")).tallyLanguage("ru_RU")
}
#endif
