#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TallyCore
import UIKit

/// The UIKit responder that takes the keyboard for an amount: the system decimal pad (with a ±
/// key above it where the amount may be negative, since the pad has no minus), a hardware
/// keyboard (digits, both separators, a minus, Delete, ⌘V, ⌘C, Escape), dictation and the edit
/// menu.
///
/// It decides nothing: every key becomes an ``AmountKeyboardEvent`` handed to `onEvent`, and the
/// amount's state (``AmountKeyboard``) takes or refuses it. Paste goes through UIKit's paste
/// configuration, so the person's ⌘V or Paste is the permission and no prompt appears; nothing
/// here reads the pasteboard's string. Copy writes the amount as shown.
final class AmountKeyInputView: UIView, UIKeyInput, UIEditMenuInteractionDelegate {
    /// Receives each key, paste, copy and Escape.
    var onEvent: (AmountKeyboardEvent) -> AmountKeyboardResponse = { _ in .ignore }
    /// Told when the view gains or loses the keyboard.
    var onFocusChange: (Bool) -> Void = { _ in }
    /// Whether there is an amount (Delete has something to delete, Copy something to copy).
    var hasAmount = false
    /// Whether the view should hold the keyboard; applied once it is in a window.
    var wantsFocus = false {
        didSet { applyFocus() }
    }

    // UITextInputTraits: the decimal pad, no autocorrection or smart punctuation.
    var keyboardType: UIKeyboardType = .decimalPad
    var autocorrectionType: UITextAutocorrectionType = .no
    var spellCheckingType: UITextSpellCheckingType = .no
    var smartInsertDeleteType: UITextSmartInsertDeleteType = .no
    var smartQuotesType: UITextSmartQuotesType = .no
    var smartDashesType: UITextSmartDashesType = .no

    private lazy var editMenu = UIEditMenuInteraction(delegate: self)

    /// VoiceOver's label of the ± key shown above the decimal pad ("Change sign"), or nil for no
    /// such key (an amount that cannot be negative).
    var signKeyAccessibilityLabel: String? {
        didSet {
            guard signKeyAccessibilityLabel != oldValue else { return }
            signAccessory = signKeyAccessibilityLabel.map(makeSignAccessory)
            if isFirstResponder { reloadInputViews() }
        }
    }

    /// The bar with the ± key, above the keyboard.
    private var signAccessory: UIView?

    override var inputAccessoryView: UIView? { signAccessory }

    /// The bar with the ± key, which sends the sign key as a hardware keyboard's minus does.
    private func makeSignAccessory(label: String) -> UIView {
        SignKeyBar(accessibilityLabel: label) { [weak self] in self?.send(.insertText(AmountKeypadState.signKeyLabel)) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        // Plain text is what an amount is pasted as; UIKit checks the type without reading it.
        pasteConfiguration = UIPasteConfiguration(forAccepting: NSString.self)
        addInteraction(editMenu)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:))))
        // VoiceOver reads and activates the SwiftUI element this view sits in.
        isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }

    var hasText: Bool { hasAmount }

    func insertText(_ text: String) { send(.insertText(text)) }

    func deleteBackward() { send(.deleteBackward) }

    override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { onFocusChange(true) }
        return became
    }

    override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { onFocusChange(false) }
        return resigned
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        applyFocus()
    }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(escape))]
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == #selector(copy(_:)) { return hasAmount }
        return super.canPerformAction(action, withSender: sender)
    }

    override func copy(_ sender: Any?) {
        send(.copy)
    }

    override func paste(itemProviders: [NSItemProvider]) {
        guard let provider = itemProviders.first(where: { $0.canLoadObject(ofClass: NSString.self) }) else { return }
        _ = provider.loadObject(ofClass: NSString.self) { [weak self] object, _ in
            guard let text = (object as? NSString).map(String.init) else { return }
            Task { @MainActor in self?.send(.paste(text)) }
        }
    }

    @objc private func escape() { send(.escape) }

    @objc private func tapped() {
        if !isFirstResponder { _ = becomeFirstResponder() }
    }

    @objc private func pressed(_ gesture: UILongPressGestureRecognizer) {
        guard gesture.state == .began else { return }
        if !isFirstResponder { _ = becomeFirstResponder() }
        editMenu.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: gesture.location(in: self)))
    }

    /// Hands `event` to the amount and does what is left: copy, or giving up the keyboard.
    private func send(_ event: AmountKeyboardEvent) {
        switch onEvent(event) {
        case .copy(let text): UIPasteboard.general.string = text
        case .endEditing: _ = resignFirstResponder()
        case .perform, .ignore: break
        }
    }

    /// Takes or gives up the keyboard as ``wantsFocus`` says, once in a window.
    private func applyFocus() {
        guard window != nil else { return }
        if wantsFocus, !isFirstResponder {
            _ = becomeFirstResponder()
        } else if !wantsFocus, isFirstResponder {
            _ = resignFirstResponder()
        }
    }
}

/// The bar above the system decimal pad for an amount that may be negative: a ± key at its
/// leading edge (the pad has no minus), read by VoiceOver as the keypad's sign key ("Change
/// sign"), sized and drawn by the system as a keyboard bar.
final class SignKeyBar: UIToolbar {
    private let onSign: () -> Void

    /// A bar whose ± key, read as `accessibilityLabel`, calls `onSign`.
    init(accessibilityLabel: String, onSign: @escaping () -> Void) {
        self.onSign = onSign
        super.init(frame: .zero)
        let sign = UIBarButtonItem(title: AmountKeypadState.signKeyLabel, style: .plain, target: self, action: #selector(signTapped))
        sign.accessibilityLabel = accessibilityLabel
        items = [sign, UIBarButtonItem(systemItem: .flexibleSpace)]
        sizeToFit()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    @objc private func signTapped() { onSign() }
}

/// ``AmountKeyInputView`` in SwiftUI, laid over the amount it edits.
struct AmountKeyInput: UIViewRepresentable {
    /// Whether the amount should have the keyboard.
    let isFocused: Bool
    /// Whether there is an amount.
    let hasAmount: Bool
    /// Whether the amount may be negative: a ± key then stands above the decimal pad, which has
    /// no minus.
    var allowsNegative = false
    /// Does what a key asks on the amount's state and returns what is left to do.
    let onEvent: @MainActor (AmountKeyboardEvent) -> AmountKeyboardResponse
    /// Writes focus back when the view gains or loses the keyboard.
    let onFocusChange: @MainActor (Bool) -> Void

    func makeUIView(context: Context) -> AmountKeyInputView {
        AmountKeyInputView(frame: .zero)
    }

    func updateUIView(_ view: AmountKeyInputView, context: Context) {
        view.onEvent = onEvent
        view.hasAmount = hasAmount
        view.signKeyAccessibilityLabel = allowsNegative
            ? Localizer.string(.keypadChangeSign, language: context.environment.tallyLanguage, locale: context.environment.locale)
            : nil
        view.onFocusChange = { focused in
            // Written after this update, never during it.
            Task { @MainActor in onFocusChange(focused) }
        }
        if view.wantsFocus != isFocused {
            // Becoming first responder inside an update would write state during the update.
            Task { @MainActor in view.wantsFocus = isFocused }
        }
    }
}
#endif
