import Foundation

/// Closes the presentation the view is in (`@Environment(\.dismiss)`): a sheet or full-screen cover.
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void
    /// Closes the presentation.
    @MainActor public func callAsFunction() { action() }
}

struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
    /// Closes the presentation this view is in (does nothing outside one).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether this view is in a presentation.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

/// A presentation over the whole canvas (wherever the modified view is: see `CanvasCover`): a sheet (a card at the bottom with corner radius 10, as tall as its
/// detent: see `SheetCard`) or a full-screen cover, sliding up from the bottom over a dimmed backdrop with a
/// spring (0.5 s, no bounce) whether or not the change was animated, as iOS presents them; or zooming out of the
/// source its content names with `navigationTransition(.zoom(sourceID:in:))` (see `PresentationArrival`).
struct PresentationModifier<Presented: View>: ViewModifier {
    @Binding var isPresented: Bool
    /// Where the presented content reports its title, toolbar and zoom source: a level of its own, outside the
    /// presenter's navigation stack.
    @State private var reports = NavigationBarReports()
    let fullScreen: Bool
    let onDismiss: (() -> Void)?
    let presented: () -> Presented

    func body(content: Content) -> some View {
        let binding = $isPresented
        let onDismiss = self.onDismiss
        let reports = self.reports
        return content.overlay {
            CanvasCover {
                ZStack(alignment: .bottom) {
                    if isPresented {
                        Color.black.opacity(fullScreen ? 0 : 0.2)
                            .transition(.opacity)
                            .onTapGesture { binding.wrappedValue = false }
                        SheetCard(fullScreen: fullScreen) {
                            HostedContent(presented())
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                                // A sheet is at iOS's elevated level (dark grey in the dark appearance); a
                                // full-screen cover is not.
                                .background(fullScreen ? Color.systemBackground : Color.elevatedSystemBackground)
                                .clipShape(RoundedRectangle(cornerRadius: fullScreen ? 0 : 10))
                        }
                        .transition(PresentationArrival(reports: reports))
                        .environment(\.dismiss, DismissAction { binding.wrappedValue = false })
                        .environment(\.isPresented, true)
                        // A presentation is outside the presenter's navigation stack: its titles and links
                        // belong to a stack of its own, if it has one.
                        .environment(\.navigationBarReports, reports)
                        .environment(\.navigationPush, nil)
                        .onDisappear { onDismiss?() }
                    }
                }
                .animation(.spring(duration: 0.5), value: isPresented)
            }
        }
    }
}

/// A presentation for an item: shown while the item is not nil, and still showing the item it last showed while
/// it is dismissed, as SwiftUI's does (the binding is already nil then). `presenting` makes the presentation
/// (a sheet, a cover, a popover) from whether it is shown and what it shows.
struct ItemPresentationModifier<Item: Identifiable, Presented: View, Presenting: ViewModifier>: ViewModifier {
    @Binding var item: Item?
    let content: (Item) -> Presented
    let presenting: (Binding<Bool>, @escaping () -> Presented?) -> Presenting
    @State private var lastShown: Item?

    func body(content base: Content) -> some View {
        let shown = item ?? lastShown
        let make = self.content
        return base
            .modifier(presenting($item.isNotNil()) { shown.map(make) })
            .onChange(of: item?.id) { _, _ in
                if let item { lastShown = item }
            }
    }
}

extension View {
    /// Presents `content` in a sheet while `isPresented` is true.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(isPresented: isPresented, fullScreen: false, onDismiss: onDismiss,
                                      presented: content))
    }

    /// Presents `content` for `item` in a sheet while it is not nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(ItemPresentationModifier(item: item, content: content) {
            PresentationModifier(isPresented: $0, fullScreen: false, onDismiss: onDismiss, presented: $1)
        })
    }

    /// Presents `content` over the whole view while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(isPresented: isPresented, fullScreen: true, onDismiss: onDismiss,
                                      presented: content))
    }

    /// Presents `content` for `item` over the whole view while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                                   onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content)
        -> some View {
        modifier(ItemPresentationModifier(item: item, content: content) {
            PresentationModifier(isPresented: $0, fullScreen: true, onDismiss: onDismiss, presented: $1)
        })
    }

    /// Shows or hides a sheet's grabber (accepted; none is drawn).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
}

/// Whether something is shown.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The system's choice, shown, or hidden.
    case automatic, visible, hidden
}
