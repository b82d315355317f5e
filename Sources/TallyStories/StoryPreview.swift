#if canImport(SwiftUI)
import SwiftUI
import TallyUI

/// A component's stories as an Xcode preview: every state, drawn by the real view, in the
/// language picked at the top, in a variant of the settings a component is checked in. The
/// component views have no previews of their own: each story file's `#Preview`s show its
/// component this way, as it is and in each variant, so previews, gallery and catalog draw the
/// same states.
///
/// ```swift
/// #Preview("Dark") {
///     StoryPreview(story: QuickAmountBarStory.story, variant: .dark)
/// }
/// ```
struct StoryPreview: View {
    /// What a preview changes from the settings the canvas has; variants combine
    /// (`[.dark, .accessibility3]`), and what a variant does not name is left as the canvas sets it.
    struct Variant: OptionSet, Sendable {
        let rawValue: Int

        /// The dark appearance.
        static let dark = Variant(rawValue: 1 << 0)
        /// The layout of a right-to-left language: rows, alignment and direction-dependent
        /// symbols mirrored.
        static let rightToLeft = Variant(rawValue: 1 << 1)
        /// The accessibility text size AX3, where rows stack and segments become lists.
        static let accessibility3 = Variant(rawValue: 1 << 2)
        /// Reduce Motion on for Tally's views and motion modifiers (`tallyReduceMotion(true)`),
        /// which a preview cannot set for the system.
        static let reduceMotion = Variant(rawValue: 1 << 3)
    }

    let story: ComponentStory
    let variant: Variant
    let language: Locale?

    /// `story`'s states in `variant`, opening in `language`: one of the catalog's languages
    /// (`StoryContext.languages`), or another locale, which the picker then offers too. The
    /// catalog's first language when nil.
    init(story: ComponentStory, variant: Variant = [], language: Locale? = nil) {
        self.story = story
        self.variant = variant
        self.language = language
    }

    var body: some View {
        NavigationStack { StoryPage(story: story, language: language) }
            .modifier(Settings(variant: variant))
    }

    /// The variant's settings over the environment's.
    private struct Settings: ViewModifier {
        let variant: Variant
        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize

        func body(content: Content) -> some View {
            content
                .preferredColorScheme(variant.contains(.dark) ? .dark : nil)
                .environment(\.layoutDirection, variant.contains(.rightToLeft) ? .rightToLeft : layoutDirection)
                .dynamicTypeSize(variant.contains(.accessibility3) ? .accessibility3 : dynamicTypeSize)
                .tallyReduceMotion(variant.contains(.reduceMotion) ? true : nil)
        }
    }
}
#endif
