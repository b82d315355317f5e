import SwiftUI
import TallyCore
import TallyUI

/// The hero amount with Tally's own keypad instead of the system keyboard: both draw one
/// `AmountInputViewState`, and each key goes through its actions.
struct KeypadEntry: View {
    @State private var amount = AmountInputViewState(currency: .eur, locale: .autoupdatingCurrent, conversionTarget: .chf)

    var body: some View {
        VStack(spacing: AppSpacing.lg) {
            Spacer()
            AmountInputView(state: $amount)
            Spacer()
            AmountKeypad(entry: $amount.entry)
        }
        .padding(AppSpacing.lg)
        .background(AppColors.background)
    }
}
