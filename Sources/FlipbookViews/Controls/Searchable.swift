import Foundation

// SwiftUI's search API. Inside a navigation stack, `searchable` draws its field in a drawer under the title
// (`SearchFieldBand`), where a tap focuses it (the search is on: `isSearching`, `isPresented`) and the script
// types into it; outside one it draws nothing, as on iOS. Suggestions and scopes are accepted and not drawn.

/// Where a view's search field goes.
public struct SearchFieldPlacement: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, toolbar, toolbarPrincipal, sidebar, navigationBarDrawer(NavigationBarDrawerDisplayMode) }
    let kind: Kind

    /// The system's choice.
    public static let automatic = SearchFieldPlacement(kind: .automatic)
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    /// In the toolbar's principal place.
    public static let toolbarPrincipal = SearchFieldPlacement(kind: .toolbarPrincipal)
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    /// In a drawer below the navigation bar's title.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer(.automatic))

    /// In a drawer below the navigation bar's title, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer(displayMode))
    }

    /// When a navigation bar's search drawer shows.
    public enum NavigationBarDrawerDisplayMode: Equatable, Sendable {
        /// Hidden until the content scrolls down.
        case automatic
        /// Always shown.
        case always
    }
}

/// How a search field in a toolbar behaves (iOS 26).
public struct SearchToolbarBehavior: Equatable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = SearchToolbarBehavior(name: "automatic")
    /// Collapsed to a button until tapped.
    public static let minimize = SearchToolbarBehavior(name: "minimize")
}

/// Whether the toolbar stays while a search is presented (iOS 17.1).
public struct SearchPresentationToolbarBehavior: Equatable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
    /// The toolbar stays.
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(name: "avoidHidingContent")
}

/// When a search field's scopes show.
public struct SearchScopeActivation: Equatable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = SearchScopeActivation(name: "automatic")
    /// While the user types.
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    /// While the search is presented.
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

extension View {
    /// Gives the navigation level this view is in a search field bound to `text`, in a drawer under its title
    /// (every placement draws there; outside a navigation stack nothing is drawn). The prompt defaults to
    /// "Search".
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        searchField(text: text, prompt: prompt?.string)
    }

    /// Gives the view a search field with a prompt (see `searchable(text:placement:prompt:)`).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchField(text: text, prompt: prompt.key)
    }

    /// Gives the view a search field with a prompt (see `searchable(text:placement:prompt:)`).
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        searchField(text: text, prompt: String(prompt))
    }

    /// Gives the view a search field (see `searchable(text:placement:prompt:)`); `isPresented` is true while the
    /// search is on (the field focused).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchField(text: text, prompt: prompt?.string, isPresented: isPresented)
    }

    /// Gives the view a search field with a prompt (see `searchable(text:isPresented:placement:prompt:)`).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchField(text: text, prompt: prompt.key, isPresented: isPresented)
    }

    /// Gives the view a search field with a prompt (see `searchable(text:isPresented:placement:prompt:)`).
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchField(text: text, prompt: String(prompt), isPresented: isPresented)
    }

    /// Suggestions shown under the search field (accepted: not drawn).
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// The text a suggestion completes the search field with (accepted).
    public func searchCompletion(_ completion: String) -> some View { self }

    /// Scopes that narrow a search (accepted: `scope` changes only through its binding).
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        self
    }

    /// Scopes that narrow a search, shown as `activation` says (accepted).
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View { self }

    /// Binds the search field's focus (accepted: the field is never focused).
    public func searchFocused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// How a search field in a toolbar behaves (accepted).
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View { self }

    /// Whether the toolbar stays while a search is presented (accepted).
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View {
        self
    }
}
