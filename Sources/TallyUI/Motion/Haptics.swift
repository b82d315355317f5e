#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Tally's one switch for haptic feedback, and the feedback its controls play.
///
/// Every haptic in Tally goes through ``SwiftUI/View/hapticFeedback(_:trigger:)``, which uses
/// SwiftUI's `sensoryFeedback` and asks ``shouldPlay(environmentAllows:reduceMotion:)`` at the
/// moment the feedback would play. So turning ``isEnabled`` off (from an app's settings, say)
/// silences all of them at once, without redrawing anything, and a subtree can be silenced with
/// `.environment(\.hapticsEnabled, false)`. Haptics are not motion: `MotionPolicy` leaves them
/// unchanged under Reduce Motion, and this type follows it.
@MainActor
public enum HapticManager {
    /// Whether Tally plays haptic feedback at all; true by default. Read each time feedback would
    /// play, so a change takes effect with the next one.
    public static var isEnabled = true

    /// The feedback of a ``FeedbackButton`` press: a soft impact.
    public static let buttonPress = SensoryFeedback.impact(flexibility: .soft)

    /// The feedback of an ``AmountKeypad`` key the amount took: a light impact, like the system
    /// keyboard's key tap. A refused key plays the entry's error instead, never both.
    public static let keyPress = SensoryFeedback.impact(weight: .light)

    /// Whether feedback plays now: the global switch is on, the environment allows it and the
    /// motion policy does not rule haptics out under the current Reduce Motion setting.
    ///
    /// - Parameters:
    ///   - environmentAllows: The environment's ``SwiftUI/EnvironmentValues/hapticsEnabled``.
    ///   - reduceMotion: The environment's `accessibilityReduceMotion`.
    public static func shouldPlay(environmentAllows: Bool, reduceMotion: Bool) -> Bool {
        guard isEnabled, environmentAllows else { return false }
        switch MotionPlan.rule(for: .haptic, reduceMotion: reduceMotion) {
        case .unchanged, .crossfade: return true
        case .finalStateAtOnce, .none: return false
        }
    }
}

/// Whether haptic feedback may play in a subtree.
private struct HapticsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether Tally's haptic feedback may play in this subtree; true by default. Feedback plays
    /// only when this and ``HapticManager/isEnabled`` are both true.
    public var hapticsEnabled: Bool {
        get { self[HapticsEnabledKey.self] }
        set { self[HapticsEnabledKey.self] = newValue }
    }
}

/// Plays `feedback` when `trigger` changes, if ``HapticManager`` allows it at that moment.
private struct HapticFeedbackModifier<Trigger: Equatable>: ViewModifier {
    let feedback: SensoryFeedback
    let trigger: Trigger
    @Environment(\.hapticsEnabled) private var hapticsEnabled
    @ReduceMotionSetting private var reduceMotion

    func body(content: Content) -> some View {
        let environmentAllows = hapticsEnabled
        let reduceMotion = reduceMotion
        return content.sensoryFeedback(feedback, trigger: trigger) { _, _ in
            HapticManager.shouldPlay(environmentAllows: environmentAllows, reduceMotion: reduceMotion)
        }
    }
}

extension Binding where Value: Equatable {
    /// This binding, adding one to `count` each time a control writes a new value through it.
    /// Feedback triggered by `count` answers what a person chose: a value the app sets through
    /// the outer binding (a loaded record) never passes here and plays nothing.
    func countingChoices(_ count: Binding<Int>) -> Binding<Value> {
        Binding(get: { wrappedValue }, set: { newValue, transaction in
            if newValue != wrappedValue { count.wrappedValue &+= 1 }
            self.transaction(transaction).wrappedValue = newValue
        })
    }
}

/// Plays the feedback of a person's action on an amount and has VoiceOver announce a refusal.
private struct AmountFeedbackModifier: ViewModifier {
    let entry: AmountEntry
    @Environment(\.hapticsEnabled) private var hapticsEnabled
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @ReduceMotionSetting private var reduceMotion

    func body(content: Content) -> some View {
        let environmentAllows = hapticsEnabled
        let reduceMotion = reduceMotion
        let feedback = entry.feedback
        let announcement = entry.announcement(locale: locale, language: language)
        return content
            .sensoryFeedback(trigger: entry.feedbackCount) { _, _ in
                guard HapticManager.shouldPlay(environmentAllows: environmentAllows, reduceMotion: reduceMotion) else { return nil }
                switch feedback {
                case .selection?: return .selection
                case .refusal?: return .error
                case nil: return nil
                }
            }
            .onChange(of: entry.feedbackCount) { _, _ in
                if let announcement { AccessibilityNotification.Announcement(announcement).post() }
            }
    }
}

extension View {
    /// Plays `feedback` each time `trigger` changes, through ``HapticManager``: nothing plays
    /// while its switch or the environment's ``SwiftUI/EnvironmentValues/hapticsEnabled`` is off.
    ///
    /// - Parameters:
    ///   - feedback: The feedback, for example `.impact(flexibility: .soft)` or `.success`.
    ///   - trigger: The value whose changes play it.
    public func hapticFeedback<Trigger: Equatable>(_ feedback: SensoryFeedback, trigger: Trigger) -> some View {
        modifier(HapticFeedbackModifier(feedback: feedback, trigger: trigger))
    }

    /// Plays the feedback `AmountEntry.feedback` calls for each time a person's action on
    /// `entry` calls for one (a selection tick for a quick amount or a currency, an error for a
    /// refusal), through ``HapticManager``, and has VoiceOver announce a refusal's reason. A value
    /// the app sets plays nothing.
    public func amountFeedback(_ entry: AmountEntry) -> some View {
        modifier(AmountFeedbackModifier(entry: entry))
    }
}

/// A feedback button: a button that plays ``HapticManager/buttonPress`` (a soft impact)
/// through ``HapticManager`` each time it is tapped, then runs its action.
///
/// Its title is a catalog key or a label view of the caller's, never a raw string. It keeps the
/// button style of its environment.
public struct FeedbackButton<Label: View>: View {
    private let action: () -> Void
    private let label: Label
    @State private var presses = 0

    /// A button with a custom label.
    ///
    /// - Parameters:
    ///   - action: What the button does.
    ///   - label: The button's label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// The button.
    public var body: some View {
        Button(action: {
            presses &+= 1
            action()
        }, label: { label })
        .hapticFeedback(HapticManager.buttonPress, trigger: presses)
    }
}

extension FeedbackButton where Label == LocalizedText {
    /// A button titled with the catalog text for `title`.
    ///
    /// - Parameters:
    ///   - title: The title's key in Tally's String Catalog.
    ///   - action: What the button does.
    public init(_ title: TallyStringKey, action: @escaping () -> Void) {
        self.init(action: action) { LocalizedText(title) }
    }
}

private struct FeedbackButtonPreview: View {
    @Environment(\.tallyTheme) private var theme
    @State private var saved = 0

    var body: some View {
        VStack(spacing: theme.spacing(.lg)) {
            FeedbackButton(.commonSave) { saved += 1 }
                .buttonStyle(.borderedProminent)
            FeedbackButton(action: { saved = 0 }, label: {
                Label(title: { LocalizedText(.commonDelete) }, icon: { Image(systemName: "trash") })
            })
            .buttonPressEffect()
            Text(verbatim: "\(saved)").tallyFont(.caption).foregroundStyle(ThemeColor.textSecondary)
        }
        .padding(theme.spacing(.lg))
        .background(ThemeColor.background)
    }
}

#Preview("Feedback button, light") {
    FeedbackButtonPreview()
}

#Preview("Feedback button, dark, haptics off") {
    FeedbackButtonPreview().preferredColorScheme(.dark).environment(\.hapticsEnabled, false)
}

#Preview("Feedback button, Reduce Motion") {
    FeedbackButtonPreview().tallyReduceMotion(true)
}

#Preview("Feedback button, AX3, German") {
    FeedbackButtonPreview().dynamicTypeSize(.accessibility3).environment(\.locale, Locale(identifier: "de_DE")).tallyLanguage("de_DE")
}
#endif
