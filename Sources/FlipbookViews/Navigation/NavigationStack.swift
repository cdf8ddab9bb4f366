import Foundation

/// A stack of screens with a navigation bar: the root view, and the destinations of the links tapped since,
/// of which only the top one shows. The bar shows the top screen's `navigationTitle` (large below the bar by
/// default, or inline), and a back button once something is pushed.
///
/// Pushes and pops take effect at once; the sliding transition of iOS is not drawn.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    @State private var levels = NavigationLevels()
    @State private var models: [NavigationBarModel] = [NavigationBarModel()]
    @State private var pushed: [AnyView] = []

    public var body: some View {
        let levels = self.levels
        let depth = pushed.count
        let model = models.indices.contains(depth) ? models[depth] : NavigationBarModel()
        let previousTitle = depth > 0 && models.indices.contains(depth - 1) ? models[depth - 1].title : nil
        VStack(spacing: 0) {
            NavigationBar(model: model, backTitle: depth > 0 ? (previousTitle ?? "Back") : nil) {
                pushed.removeLast()
            }
            NavigationScreens(screens: (0...depth).map { level in
                AnyView(screen(at: level)
                    .environment(\.navigationBarReports, levels.reports(at: level) { model in
                        var all = models
                        while all.count <= level { all.append(NavigationBarModel()) }
                        all[level] = model
                        models = all
                    }))
            })
            .environment(\.navigationPush, NavigationPush { pushed.append($0) })
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
        .background(Rectangle().fill(model.background ?? Color.systemBackground))
    }

    /// The screen at a level: the root, or what the level's link pushed.
    @ViewBuilder private func screen(at level: Int) -> some View {
        if level == 0 {
            root
        } else {
            pushed[level - 1]
        }
    }
}

/// SwiftUI's type-erased list of pushed values, here only so that `NavigationStack`'s generic signature is
/// SwiftUI's: stacks driven by a path (`NavigationStack(path:)`, `navigationDestination`) are not supported yet,
/// so a path is always empty.
public struct NavigationPath: Equatable, Sendable {
    public var count: Int { 0 }
    public var isEmpty: Bool { true }
    public init() {}
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

/// The older navigation container; on a phone it is a navigation stack.
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}

extension View {
    /// Accepted for compatibility: on a phone every navigation view is a stack.
    public func navigationViewStyle<S>(_ style: S) -> some View { self }
}

/// The report collectors of a stack's levels, made once per level and kept for the stack's life.
@MainActor
final class NavigationLevels {
    private var collectors: [NavigationBarReports] = []

    func reports(at depth: Int, publish: @escaping (NavigationBarModel) -> Void) -> NavigationBarReports {
        while collectors.count <= depth { collectors.append(NavigationBarReports()) }
        collectors[depth].publish = publish
        return collectors[depth]
    }
}

/// Pushes a destination onto the enclosing navigation stack.
struct NavigationPush {
    let push: @MainActor (AnyView) -> Void
    init(_ push: @escaping @MainActor (AnyView) -> Void) { self.push = push }
}

struct NavigationPushKey: EnvironmentKey {
    static var defaultValue: NavigationPush? { nil }
}

extension EnvironmentValues {
    var navigationPush: NavigationPush? {
        get { self[NavigationPushKey.self] }
        set { self[NavigationPushKey.self] = newValue }
    }
}
