#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// A message's arrival: the message fades in while rising by the environment theme's
/// `offset.messageAppear`, with its `spring.app`, after an optional stagger.
///
/// Under Reduce Motion (`MotionKind.appear`) it dissolves in place for the policy's crossfade
/// length, with no offset and no stagger. The message always ends fully visible at rest.
public struct MessageAppearAnimation: ViewModifier {
    @Environment(\.tallyTheme) private var theme
    private enum Delay: Equatable {
        case seconds(Double)
        case messageIndex(Int)
    }

    private let delay: Delay
    @State private var appeared = false
    @ReduceMotionSetting private var reduceMotion

    /// Arrival after `delay` seconds, capped at `MotionPolicy.maximumStaggerDelay`.
    public init(delay: Double = 0) {
        self.delay = .seconds(delay)
    }

    /// Arrival of the message at `index` in its thread, staggered by
    /// `MotionPolicy.messageDelay(index:reduceMotion:)` (50 ms a message, capped).
    public init(index: Int) {
        self.delay = .messageIndex(index)
    }

    /// The message, faded and lowered until it has appeared.
    public func body(content: Content) -> some View {
        let plan = MotionPlan(theme.animation(.app), kind: .appear, theme: theme, reduceMotion: reduceMotion)
        return content
            .opacity(appeared ? 1 : 0)
            .offset(y: appeared || !plan.moves ? 0 : CGFloat(theme.offset(.messageAppear)))
            .onAppear {
                guard !appeared else { return }
                let animation = plan.animation.map { $0.delay(delaySeconds) }
                withAnimation(animation) {
                    appeared = true
                }
            }
    }

    private var delaySeconds: Double {
        switch delay {
        case .seconds(let seconds): MotionPlan.staggerDelay(seconds, theme: theme, reduceMotion: reduceMotion)
        case .messageIndex(let index): MotionPolicy.messageDelay(index: index, reduceMotion: reduceMotion, in: theme)
        }
    }
}

extension View {
    /// Fades this message in as it rises into place, after `delay` seconds capped at
    /// `MotionPolicy.maximumStaggerDelay`; a plain dissolve with no delay under Reduce Motion.
    public func messageAppearAnimation(delay: Double = 0) -> some View {
        modifier(MessageAppearAnimation(delay: delay))
    }

    /// Fades the message at `index` in as it rises into place, staggered 50 ms a message and never
    /// more than `MotionPolicy.maximumStaggerDelay`; a plain dissolve under Reduce Motion.
    public func messageAppearAnimation(index: Int) -> some View {
        modifier(MessageAppearAnimation(index: index))
    }
}

private struct MessageAppearPreview: View {
    @Environment(\.tallyTheme) private var theme
    @State private var generation = 0
    private let messages = [
        "Lunch with Anna, 24.50 CHF", "Train ticket to Bern, 51.00 CHF", "Groceries, 87.35 CHF",
        "Refund from Galaxus, 129.00 CHF", "Coffee, 4.80 CHF",
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing(.sm)) {
            VStack(alignment: .leading, spacing: theme.spacing(.sm)) {
                ForEach(Array(messages.enumerated()), id: \.offset) { index, message in
                    Text(verbatim: message)
                        .tallyFont(.body)
                        .foregroundStyle(ThemeColor.textPrimary)
                        .padding(theme.spacing(.md))
                        .background(ThemeColor.surface, in: RoundedRectangle(cornerRadius: theme.radius(.md)))
                        .messageAppearAnimation(index: index)
                }
            }
            .id(generation)
            Button(action: { generation += 1 }, label: { Text(verbatim: "Replay") })
        }
        .padding(theme.spacing(.lg))
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(ThemeColor.background)
    }
}

#Preview("Messages appear, light") {
    MessageAppearPreview()
}

#Preview("Messages appear, dark") {
    MessageAppearPreview().preferredColorScheme(.dark)
}

#Preview("Messages appear, Reduce Motion") {
    MessageAppearPreview().tallyReduceMotion(true)
}

#Preview("Messages appear, AX3") {
    MessageAppearPreview().dynamicTypeSize(.accessibility3)
}
#endif
