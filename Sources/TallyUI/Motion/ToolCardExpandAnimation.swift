#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// A tool card's expand and collapse: the card is clipped to its rounded shape, so
/// content growing or shrinking never draws outside it, and its changes animate with
/// the theme's `spring.app` whenever `isExpanded` changes.
///
/// Under Reduce Motion (`MotionKind.stateChange`) the card takes its new size at once; the
/// change itself always happens.
public struct ToolCardExpandAnimation: ViewModifier {
    @Environment(\.tallyTheme) private var theme
    private let isExpanded: Bool
    @ReduceMotionSetting private var reduceMotion

    /// Animates the card's changes when `isExpanded` changes.
    public init(isExpanded: Bool) {
        self.isExpanded = isExpanded
    }

    /// The card, clipped, with its expand and collapse animated.
    public func body(content: Content) -> some View {
        content
            .clipShape(RoundedRectangle(cornerRadius: theme.radius(.md), style: .continuous))
            .animation(MotionPlan(theme.animation(.app), kind: .stateChange, theme: theme, reduceMotion: reduceMotion).animation, value: isExpanded)
    }
}

extension View {
    /// Clips this tool card to its 12 pt rounded shape and animates its expand and collapse with
    /// the theme's `spring.app` when `isExpanded` changes; at once under Reduce Motion.
    public func toolCardExpandAnimation(isExpanded: Bool) -> some View {
        modifier(ToolCardExpandAnimation(isExpanded: isExpanded))
    }
}

private struct ToolCardPreview: View {
    @Environment(\.tallyTheme) private var theme
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing(.sm)) {
            Button(action: { isExpanded.toggle() }, label: {
                HStack {
                    Text(verbatim: "Currency conversion").tallyFont(.h4)
                    Spacer(minLength: theme.spacing(.sm))
                    Image(systemName: "chevron.down").rotationEffect(.degrees(isExpanded ? 180 : 0))
                }
            })
            .buttonStyle(.plain)
            if isExpanded {
                Text(verbatim: "100.00 CHF ≈ 104.20 EUR at the rate of 3 June.")
                    .tallyFont(.body)
                    .foregroundStyle(ThemeColor.textSecondary)
            }
        }
        .foregroundStyle(ThemeColor.textPrimary)
        .padding(theme.spacing(.lg))
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(ThemeColor.cardBackground)
        .toolCardExpandAnimation(isExpanded: isExpanded)
        .padding(theme.spacing(.lg))
        .background(ThemeColor.groupedBackground)
    }
}

#Preview("Tool card, light") {
    ToolCardPreview()
}

#Preview("Tool card, dark") {
    ToolCardPreview().preferredColorScheme(.dark)
}

#Preview("Tool card, Reduce Motion") {
    ToolCardPreview().tallyReduceMotion(true)
}

#Preview("Tool card, AX3") {
    ToolCardPreview().dynamicTypeSize(.accessibility3)
}
#endif
