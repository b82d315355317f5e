#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// A sheet's arrival: the sheet's content grows from the environment theme's `scale.sheetAppear`
/// to full size while fading in, with the theme's `spring.app`.
///
/// Under Reduce Motion (`MotionKind.appear`) it dissolves in at full size for the policy's
/// crossfade length. The content always ends fully visible at full size.
public struct SheetAppearModifier: ViewModifier {
    @Environment(\.tallyTheme) private var theme
    @State private var appeared = false
    @ReduceMotionSetting private var reduceMotion

    /// The sheet arrival.
    public init() {}

    /// The content, scaled down and transparent until it has appeared.
    public func body(content: Content) -> some View {
        let plan = MotionPlan(theme.animation(.app), kind: .appear, theme: theme, reduceMotion: reduceMotion)
        return content
            .scaleEffect(appeared || !plan.moves ? 1 : CGFloat(theme.scale(.sheetAppear)))
            .opacity(appeared ? 1 : 0)
            .onAppear {
                guard !appeared else { return }
                withAnimation(plan.animation) {
                    appeared = true
                }
            }
    }
}

extension View {
    /// Grows and fades this sheet's content in as it appears; a plain dissolve under
    /// Reduce Motion.
    public func sheetAppearAnimation() -> some View {
        modifier(SheetAppearModifier())
    }
}

private struct SheetAppearPreview: View {
    @Environment(\.tallyTheme) private var theme
    @State private var generation = 0

    var body: some View {
        VStack(spacing: theme.spacing(.lg)) {
            VStack(alignment: .leading, spacing: theme.spacing(.sm)) {
                Text(verbatim: "Add transaction").tallyFont(.h3)
                Text(verbatim: "42.00 CHF · Groceries").tallyFont(.body).foregroundStyle(ThemeColor.textSecondary)
            }
            .foregroundStyle(ThemeColor.textPrimary)
            .frame(maxWidth: .infinity, alignment: .leading)
            .cardStyle()
            .sheetAppearAnimation()
            .id(generation)
            Button(action: { generation += 1 }, label: { Text(verbatim: "Replay") })
        }
        .padding(theme.spacing(.lg))
        .background(ThemeColor.groupedBackground)
    }
}

#Preview("Sheet appear, light") {
    SheetAppearPreview()
}

#Preview("Sheet appear, dark") {
    SheetAppearPreview().preferredColorScheme(.dark)
}

#Preview("Sheet appear, Reduce Motion") {
    SheetAppearPreview().tallyReduceMotion(true)
}

#Preview("Sheet appear, AX3") {
    SheetAppearPreview().dynamicTypeSize(.accessibility3)
}
#endif
