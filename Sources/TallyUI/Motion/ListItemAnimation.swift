#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// A list row's arrival: the row fades in while sliding the environment theme's
/// `offset.listItemAppear` into place, with its `spring.app`, staggered by its index with
/// `MotionPolicy.listItemDelay(index:reduceMotion:in:)` (the theme's `duration.stagger.listItem`,
/// 30 ms a row in Tally's theme, capped, so a long list never takes seconds to appear).
///
/// Under Reduce Motion (`MotionKind.appear`) every row dissolves in place at once, with no
/// offset and no stagger. The row always ends fully visible at rest.
public struct ListItemAnimation: ViewModifier {
    @Environment(\.tallyTheme) private var theme
    private let index: Int
    @State private var appeared = false
    @ReduceMotionSetting private var reduceMotion

    /// Arrival of the row at `index`.
    public init(index: Int) {
        self.index = index
    }

    /// The row, faded and shifted until it has appeared.
    public func body(content: Content) -> some View {
        let plan = MotionPlan(theme.animation(.app), kind: .appear, theme: theme, reduceMotion: reduceMotion)
        return content
            .opacity(appeared ? 1 : 0)
            .offset(x: appeared || !plan.moves ? 0 : CGFloat(theme.offset(.listItemAppear)))
            .onAppear {
                guard !appeared else { return }
                let delay = MotionPolicy.listItemDelay(index: index, reduceMotion: reduceMotion, in: theme)
                withAnimation(plan.animation.map { $0.delay(delay) }) {
                    appeared = true
                }
            }
    }
}

extension View {
    /// Fades and slides the row at `index` into place, staggered 30 ms a row and never more than
    /// `MotionPolicy.maximumStaggerDelay`; a plain dissolve under Reduce Motion.
    public func listItemAnimation(index: Int) -> some View {
        modifier(ListItemAnimation(index: index))
    }
}

private struct ListItemPreview: View {
    @Environment(\.tallyTheme) private var theme
    @State private var generation = 0
    private let rows = ["Rent", "Electricity", "Phone", "Streaming", "Gym", "Insurance", "Groceries", "Transport"]

    var body: some View {
        VStack(spacing: theme.spacing(.md)) {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(rows.enumerated()), id: \.offset) { index, row in
                    Text(verbatim: row)
                        .tallyFont(.body)
                        .foregroundStyle(ThemeColor.textPrimary)
                        .frame(maxWidth: .infinity, minHeight: CGFloat(theme.tapArea(.minimum)), alignment: .leading)
                        .listItemAnimation(index: index)
                }
            }
            .id(generation)
            .cardStyle()
            Button(action: { generation += 1 }, label: { Text(verbatim: "Replay") })
        }
        .padding(theme.spacing(.lg))
        .background(ThemeColor.groupedBackground)
    }
}

#Preview("List rows, light") {
    ListItemPreview()
}

#Preview("List rows, dark") {
    ListItemPreview().preferredColorScheme(.dark)
}

#Preview("List rows, Reduce Motion") {
    ListItemPreview().tallyReduceMotion(true)
}

#Preview("List rows, AX3") {
    ScrollView { ListItemPreview() }.dynamicTypeSize(.accessibility3)
}
#endif
