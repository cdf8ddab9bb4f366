import Foundation

/// What `swipeActions` gives a row's list for one edge: the buttons, whether a full swipe runs the first of them,
/// and who is told when they show and hide.
struct RowSwipeActions {
    var edge: HorizontalEdge
    var allowsFullSwipe: Bool
    var actions: AnyView
    var onPresentationChanged: ((Bool) -> Void)?
}

struct LeadingSwipeActionsKey: ContainerValueKey { static let defaultValue: RowSwipeActions? = nil }
struct TrailingSwipeActionsKey: ContainerValueKey { static let defaultValue: RowSwipeActions? = nil }

extension ContainerValues {
    /// The buttons a row shows when swiped away from its leading edge (rightwards, in a left-to-right list).
    var leadingSwipeActions: RowSwipeActions? {
        get { self[LeadingSwipeActionsKey.self] }
        set { self[LeadingSwipeActionsKey.self] = newValue }
    }

    /// The buttons a row shows when swiped away from its trailing edge (leftwards, in a left-to-right list).
    var trailingSwipeActions: RowSwipeActions? {
        get { self[TrailingSwipeActionsKey.self] }
        set { self[TrailingSwipeActionsKey.self] = newValue }
    }
}

extension View {
    /// Buttons revealed by swiping this list row from `edge`: a swipe uncovers them beside the row, a tap on one
    /// runs it and closes the row, and with `allowsFullSwipe` a swipe across most of the row runs the first.
    ///
    /// The first button is the one at the edge. A button's colour is its tint, red for a destructive role, and
    /// grey otherwise; a `Label` shows its icon. Each edge's buttons are set once: a second call for the same
    /// edge replaces the first's.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        rowSwipeActions(RowSwipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: AnyView(content())))
    }

    /// Buttons revealed by swiping this row, with `onPresentationChanged` told when they show (true) and hide
    /// (iOS 27).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T,
                                      onPresentationChanged: @escaping (Bool) -> Void) -> some View {
        rowSwipeActions(RowSwipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: AnyView(content()),
                                        onPresentationChanged: onPresentationChanged))
    }

    private func rowSwipeActions(_ actions: RowSwipeActions) -> some View {
        containerValue(actions.edge == .leading ? \.leadingSwipeActions : \.trailingSwipeActions, actions)
    }
}

/// A row's swipe buttons, one laid-out view each (the list places them across the place the row uncovers).
struct SwipeActionButtons: View {
    let actions: AnyView

    var body: some View {
        Group(subviews: actions) { subviews in
            ForEach(subviews) { subview in
                subview.buttonStyle(SwipeActionButtonStyle()).labelStyle(.iconOnly)
            }
        }
    }
}

/// A swipe button: its label in white, centred on its colour, which fills the whole button.
struct SwipeActionButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        SwipeActionButton(configuration: configuration)
    }
}

private struct SwipeActionButton: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.tint) private var tint

    var body: some View {
        configuration.label
            .foregroundStyle(Color.white)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(configuration.role == .destructive ? Color.red : tint ?? Color(.systemGray))
            .clipped()
    }
}
