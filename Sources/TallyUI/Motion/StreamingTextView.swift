#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Streaming text: text that grows as it streams in, each appended character shown the
/// environment theme's `duration.stagger.streamingCharacter` after the previous one.
///
/// The reveal runs on the injected clock inside a task tied to `text`, so a newer text cancels
/// it and continues from what is shown; a text that was edited rather than extended is shown at
/// once; under Reduce Motion (`MotionKind.streamingText`) every text is shown in full at once.
/// The text present when the view appears is shown at once, and VoiceOver always reads the full
/// text. The content is the caller's and is shown verbatim, never looked up as a localization key.
public struct StreamingTextView: View {
    @Environment(\.tallyTheme) private var theme
    private let text: String
    private let clock: any Clock<Duration>
    @State private var displayed: String
    @ReduceMotionSetting private var reduceMotion

    /// Text that reveals what is appended to it character by character.
    ///
    /// - Parameters:
    ///   - text: The text so far; pass the longer text as it streams in.
    ///   - clock: The clock the reveal waits on; tests pass a test clock.
    public init(text: String, clock: any Clock<Duration> = ContinuousClock()) {
        self.text = text
        self.clock = clock
        _displayed = State(initialValue: text)
    }

    /// The revealed part of the text.
    public var body: some View {
        Text(verbatim: displayed)
            .accessibilityLabel(Text(verbatim: text))
            .task(id: text) {
                await reveal(to: text)
            }
    }

    @MainActor
    private func reveal(to target: String) async {
        let clock = clock
        await reveal(to: target, on: clock)
    }

    /// Reveals `target` on `clock`, one character every theme's
    /// `duration.stagger.streamingCharacter` unless the policy rules out movement for
    /// ``MotionKind/streamingText``.
    @MainActor
    private func reveal<C: Clock>(to target: String, on clock: C) async where C.Duration == Duration {
        let revealsGradually = MotionPlan.rule(for: .streamingText, reduceMotion: reduceMotion) == .unchanged
        await StreamingText.reveal(
            from: displayed, to: target,
            interval: .seconds(theme.duration(.staggerStreamingCharacter)),
            clock: clock, reduceMotion: !revealsGradually
        ) { frame in
            displayed = frame
        }
    }
}

/// Streams a sample reply into a ``StreamingTextView`` a few characters at a time.
private struct StreamingTextPreview: View {
    @Environment(\.tallyTheme) private var theme
    private static let reply = "Your rent of 1,850.00 CHF is due on the 1st. A reminder is set for 3 days before."
    @State private var text = ""

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing(.md)) {
            StreamingTextView(text: text)
                .tallyFont(.body)
                .foregroundStyle(ThemeColor.textPrimary)
                .frame(maxWidth: .infinity, alignment: .leading)
            Button(action: { text = "" }, label: { Text(verbatim: "Replay") })
        }
        .padding(theme.spacing(.lg))
        .background(ThemeColor.background)
        .task(id: text.isEmpty) {
            let clock = ContinuousClock()
            var streamed = text
            for chunk in Self.reply.split(separator: " ", omittingEmptySubsequences: false) {
                do {
                    try await clock.sleep(for: .milliseconds(120))
                } catch {
                    return
                }
                streamed += (streamed.isEmpty ? "" : " ") + chunk
                text = streamed
            }
        }
    }
}

#Preview("Streaming text, light") {
    StreamingTextPreview()
}

#Preview("Streaming text, dark") {
    StreamingTextPreview().preferredColorScheme(.dark)
}

#Preview("Streaming text, Reduce Motion") {
    StreamingTextPreview().tallyReduceMotion(true)
}

#Preview("Streaming text, AX3") {
    StreamingTextPreview().dynamicTypeSize(.accessibility3)
}
#endif
