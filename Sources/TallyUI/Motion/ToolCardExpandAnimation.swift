#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// Seed 003's tool card expand and collapse: the card is clipped to its rounded shape, so
/// content growing or shrinking never draws outside it, and its changes animate with
/// `.appSpring` whenever `isExpanded` changes.
///
/// Under Reduce Motion (``MotionKind/stateChange``) the card takes its new size at once; the
/// change itself always happens.
public struct ToolCardExpandAnimation: ViewModifier {
    private let isExpanded: Bool
    @ReduceMotionSetting private var reduceMotion

    /// Animates the card's changes when `isExpanded` changes.
    public init(isExpanded: Bool) {
        self.isExpanded = isExpanded
    }

    /// The card, clipped, with its expand and collapse animated.
    public func body(content: Content) -> some View {
        content
            .clipShape(RoundedRectangle(cornerRadius: AppRadius.md, style: .continuous))
            .animation(MotionPlan(.appSpring, kind: .stateChange, reduceMotion: reduceMotion).animation, value: isExpanded)
    }
}

extension View {
    /// Clips this tool card to its 12 pt rounded shape and animates its expand and collapse with
    /// `.appSpring` when `isExpanded` changes; at once under Reduce Motion.
    public func toolCardExpandAnimation(isExpanded: Bool) -> some View {
        modifier(ToolCardExpandAnimation(isExpanded: isExpanded))
    }
}

private struct ToolCardPreview: View {
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: AppSpacing.sm) {
            Button(action: { isExpanded.toggle() }, label: {
                HStack {
                    Text(verbatim: "Currency conversion").font(AppTypography.h4)
                    Spacer(minLength: AppSpacing.sm)
                    Image(systemName: "chevron.down").rotationEffect(.degrees(isExpanded ? 180 : 0))
                }
            })
            .buttonStyle(.plain)
            if isExpanded {
                Text(verbatim: "100.00 CHF ≈ 104.20 EUR at the rate of 3 June.")
                    .font(AppTypography.body)
                    .foregroundStyle(AppColors.textSecondary)
            }
        }
        .foregroundStyle(AppColors.textPrimary)
        .padding(AppSpacing.lg)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(AppColors.cardBackground)
        .toolCardExpandAnimation(isExpanded: isExpanded)
        .padding(AppSpacing.lg)
        .background(AppColors.groupedBackground)
    }
}

#Preview("Tool card, light") {
    ToolCardPreview()
}

#Preview("Tool card, dark") {
    ToolCardPreview().preferredColorScheme(.dark)
}

#Preview("Tool card, Reduce Motion") {
    ToolCardPreview().environment(\.reduceMotionOverride, true)
}

#Preview("Tool card, AX3") {
    ToolCardPreview().dynamicTypeSize(.accessibility3)
}
#endif
