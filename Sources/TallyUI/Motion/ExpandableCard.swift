#if canImport(SwiftUI)
import SwiftUI
import TallyCore

/// An expandable card: one card of a group, shown collapsed or expanded, that morphs
/// from one to the other with a matched geometry effect and the environment theme's `spring.app`
/// when it is tapped.
///
/// The cards of a group share one `expandedID` binding, so expanding one collapses the others.
/// Each state is a `Button`, so the card is reachable and operable with VoiceOver, Switch Control
/// and a keyboard; tapping the collapsed card expands it and tapping the expanded card collapses
/// it (put controls that must stay interactive outside the card, or collapse it through the
/// binding). Under Reduce Motion (`MotionKind.transition`: one view replaces another) the two
/// states dissolve into each other for the policy's crossfade length, without the morph.
public struct ExpandableCard<ID: Hashable, Collapsed: View, Expanded: View>: View {
    @Environment(\.tallyTheme) private var theme
    private let id: ID
    @Binding private var expandedID: ID?
    private let collapsed: Collapsed
    private let expanded: Expanded
    @Namespace private var namespace
    @ReduceMotionSetting private var reduceMotion
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language

    /// A card that is expanded while `expandedID` equals `id`.
    ///
    /// - Parameters:
    ///   - id: This card's identifier within its group.
    ///   - expandedID: The identifier of the group's expanded card, nil when none is.
    ///   - collapsed: The card's content while collapsed.
    ///   - expanded: The card's content while expanded.
    public init(
        id: ID, expandedID: Binding<ID?>,
        @ViewBuilder collapsed: () -> Collapsed, @ViewBuilder expanded: () -> Expanded
    ) {
        self.id = id
        _expandedID = expandedID
        self.collapsed = collapsed()
        self.expanded = expanded()
    }

    /// The card in its current state.
    public var body: some View {
        let plan = MotionPlan(theme.animation(.app), kind: .transition, theme: theme, reduceMotion: reduceMotion)
        Group {
            if isExpanded {
                Button(action: { toggle(with: plan) }, label: { expanded })
                    .matchedGeometryEffect(id: GeometryKey(id: id, state: plan.moves ? .shared : .expanded), in: namespace)
            } else {
                Button(action: { toggle(with: plan) }, label: { collapsed })
                    .matchedGeometryEffect(id: GeometryKey(id: id, state: plan.moves ? .shared : .collapsed), in: namespace)
            }
        }
        .buttonStyle(.plain)
        .accessibilityValue(Text(verbatim: (isExpanded ? TallyStringKey.expandableCardStateExpanded : .expandableCardStateCollapsed).text(language: language)))
    }

    private var isExpanded: Bool { expandedID == id }

    private func toggle(with plan: MotionPlan) {
        withAnimation(plan.animation) {
            expandedID = isExpanded ? nil : id
        }
    }
}

/// The matched geometry identifier of one state of a card: both states share one while the
/// card morphs, and each has its own under Reduce Motion, so nothing is matched and the states
/// only dissolve. The view tree keeps its shape either way.
private struct GeometryKey<ID: Hashable>: Hashable {
    enum State: Hashable {
        case shared, collapsed, expanded
    }

    let id: ID
    let state: State
}

private struct ExpandableCardPreview: View {
    @Environment(\.tallyTheme) private var theme
    @State private var expandedID: Int?
    private let items = [(1, "Rent", "1,850.00 CHF"), (2, "Electricity", "74.20 CHF"), (3, "Phone", "29.90 CHF")]

    var body: some View {
        ScrollView {
            VStack(spacing: theme.spacing(.md)) {
                ForEach(items, id: \.0) { id, title, amount in
                    ExpandableCard(id: id, expandedID: $expandedID) {
                        HStack {
                            Text(verbatim: title).tallyFont(.body)
                            Spacer(minLength: theme.spacing(.sm))
                            Text(verbatim: amount).tallyFont(.body).monospacedDigit()
                        }
                        .foregroundStyle(ThemeColor.textPrimary)
                        .padding(theme.spacing(.lg))
                        .background(ThemeColor.cardBackground, in: RoundedRectangle(cornerRadius: theme.radius(.md)))
                    } expanded: {
                        VStack(alignment: .leading, spacing: theme.spacing(.sm)) {
                            Text(verbatim: title).tallyFont(.h3)
                            Text(verbatim: amount).tallyFont(.heroAmount).minimumScaleFactor(0.5)
                            Text(verbatim: "Monthly, next on 1 July").tallyFont(.caption).foregroundStyle(ThemeColor.textSecondary)
                        }
                        .foregroundStyle(ThemeColor.textPrimary)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(theme.spacing(.xl))
                        .background(ThemeColor.cardBackground, in: RoundedRectangle(cornerRadius: theme.radius(.lg)))
                    }
                }
            }
            .padding(theme.spacing(.lg))
        }
        .background(ThemeColor.groupedBackground)
    }
}

#Preview("Expandable card, light") {
    ExpandableCardPreview()
}

#Preview("Expandable card, dark") {
    ExpandableCardPreview().preferredColorScheme(.dark)
}

#Preview("Expandable card, Reduce Motion") {
    ExpandableCardPreview().tallyReduceMotion(true)
}

#Preview("Expandable card, AX3") {
    ExpandableCardPreview().dynamicTypeSize(.accessibility3)
}
#endif
