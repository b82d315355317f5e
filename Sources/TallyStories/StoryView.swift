import Foundation
@_spi(Tally) import TallyCore
#if canImport(SwiftUI)
import SwiftUI
#endif

/// A component of the kit as the catalog, the gallery and Xcode's previews show it: one type per
/// component, in its own file, holding its named states and every way they are drawn. Nothing
/// switches over all components: a new one is a new conforming type and a line in
/// `ComponentStory.all`.
public protocol StoryComponent {
    /// The value the component's view draws: its TallyCore state.
    associatedtype State: Sendable

    /// The component and its named states.
    static var story: ComponentStory { get }

    /// The catalog CSS of the component's own classes, passed to its ``story``; what several
    /// components draw alike (fields, rows, chips, messages) is in `StoryHTML.css`.
    static var css: String { get }

    /// `state` drawn as HTML at text `size`, in the catalog's CSS.
    static func html(_ state: State, size: StoryHTML.TextSize, locale: Locale) -> String

    /// What VoiceOver reads for each element of `state`. Given by the state itself when it is
    /// ``AccessibilityDescribing``, which every component's state is.
    static func accessibility(_ state: State, in context: StoryContext) -> [AccessibilityElement]

    /// The texts any drawing of `state` shows at text `size`, worked out from the state's own
    /// properties: the checks look for each of them in what is drawn.
    static func shownTexts(_ state: State, size: StoryHTML.TextSize, locale: Locale) -> [String]

    #if canImport(SwiftUI)
    /// The view `state` is drawn by: the real TallyUI view, through its state initializer.
    associatedtype Drawing: View

    /// `state` drawn by the component's TallyUI view.
    @MainActor @ViewBuilder static func draw(_ state: State, in context: StoryContext) -> Drawing
    #endif
}

extension StoryComponent where State: AccessibilityDescribing {
    /// What the state itself lists: the same elements its TallyUI view applies.
    public static func accessibility(_ state: State, in context: StoryContext) -> [AccessibilityElement] {
        state.accessibilityElements(locale: context.locale, language: nil)
    }
}

/// A component in one state: the state value with the ways its component draws it. Both
/// renderers (the HTML catalog and the gallery) and the checks read it; every text in it is
/// already in the story's language.
///
/// Sendable by hand: its closures capture only the state, which is `Sendable`, and the component
/// type, which holds nothing (the SDKs Tally type-checks against do not all have
/// `SendableMetatype` to say so).
public struct StoryView: @unchecked Sendable {
    /// The state value the component draws.
    public let state: any Sendable
    private let drawHTML: (StoryHTML.TextSize, Locale) -> String
    private let describe: (StoryContext) -> [AccessibilityElement]
    private let texts: (StoryHTML.TextSize, Locale) -> [String]
    #if canImport(SwiftUI)
    private let drawView: @MainActor (StoryContext) -> AnyView
    #endif

    /// `state` as `Component` draws it.
    public init<Component: StoryComponent>(_ component: Component.Type, _ state: Component.State) {
        self.state = state
        drawHTML = { Component.html(state, size: $0, locale: $1) }
        describe = { Component.accessibility(state, in: $0) }
        texts = { Component.shownTexts(state, size: $0, locale: $1) }
        #if canImport(SwiftUI)
        drawView = { AnyView(Component.draw(state, in: $0)) }
        #endif
    }

    /// The state drawn as HTML at text `size`.
    public func html(size: StoryHTML.TextSize, locale: Locale) -> String { drawHTML(size, locale) }

    /// What VoiceOver reads for each element of the state.
    public func accessibility(in context: StoryContext) -> [AccessibilityElement] { describe(context) }

    /// The texts any drawing of the state shows at text `size`.
    public func shownTexts(size: StoryHTML.TextSize, locale: Locale) -> [String] { texts(size, locale) }

    #if canImport(SwiftUI)
    /// The state drawn by its component's TallyUI view.
    @MainActor public func drawn(in context: StoryContext) -> AnyView { drawView(context) }
    #endif
}

extension StoryView {
    /// How many symbol sections the catalog draws of the icon picker's icons tab.
    public static let iconPickerSectionLimit = 3
    /// How many symbols of each section the catalog draws.
    public static let iconPickerSymbolLimit = 8
    /// How many logos of each section the catalog draws.
    public static let iconPickerLogoLimit = 6
}

extension TallyStringKey {
    /// This key's text in `context`'s language.
    public func text(in context: StoryContext) -> String { context.string(self) }
}
