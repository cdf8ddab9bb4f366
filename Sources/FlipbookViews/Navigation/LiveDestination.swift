import Foundation

/// The latest destination a link or a presentation declares. The screen it pushed shows it, so when the view that
/// declares it is updated (a count the destination shows changes), the pushed screen is too, as in SwiftUI.
@MainActor
@Observable
final class LiveDestination {
    var view = AnyView(EmptyView())
}

/// A pushed screen that shows its link's latest destination.
struct LiveDestinationScreen: View {
    let destination: LiveDestination
    var body: some View { destination.view }
}
