import SwiftUI

// Surface group: Tabs and navigation
// Surface: TabView(selection:content:), tabViewStyle(.page), tabViewStyle(.page(indexDisplayMode:)), indexViewStyle, tabItem, TabView (tab bar)
// Surface: NavigationStack(path:root:), NavigationPath, NavigationLink(value:label:), navigationDestination(for:destination:), navigationDestination(isPresented:destination:)
// Surface: NavigationPath.codable, NavigationPath.CodableRepresentation
// Surface: toolbar(content:), ToolbarItem(placement:content:), ToolbarItemGroup(placement:content:), toolbarBackground, navigationBarTitleDisplayMode, toolbarTitleDisplayMode
// Surface: navigationTransition(.zoom(sourceID:in:)), matchedTransitionSource, matchedTransitionSource(id:in:configuration:)
// Surface: Tab(_:systemImage:value:content:), Tab(value:role:content:), Tab(value:content:) with an enum's implicit members, TabSection(_:content:), ForEach(_:id:content:) making Tabs
// Surface: hidden(_:) on a Tab, customizationID(_:) (accepted), tabViewCustomization(_:) (accepted), TabViewCustomization
// Surface: @Entry, onChange(of:initial:_:), ignoresSafeArea(_:edges:), edgesIgnoringSafeArea(_:)
// Surface: toolbar(_:for:) (.tabBar hidden), toolbarVisibility(_:for:) (.navigationBar hidden)
// Surface: searchable(text:placement:prompt:)

// An onboarding pager, a store in a navigation stack with toolbars, and a tab bar around them, as real
// projects write them.

extension EnvironmentValues {
    @Entry var cardAccent: Color = .blue
}

struct OnboardingRoot: View {
    @State private var page = "welcome"
    @State private var changes: [String] = []
    @State private var firstSeen = ""

    var body: some View {
        VStack(spacing: 0) {
            TabView(selection: $page) {
                OnboardingPage(title: "Welcome").tag("welcome")
                OnboardingPage(title: "Animate").tag("animate")
                OnboardingPage(title: "Share").tag("share")
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            .frame(height: 200)
            .environment(\.cardAccent, .purple)
            Text("on \(page)")
            Text("changes \(changes.joined(separator: ">"))")
            Text("first \(firstSeen)")
            Button("Next") {
                withAnimation(.linear(duration: 1)) { page = page == "welcome" ? "animate" : "share" }
            }
        }
        .onChange(of: page) { old, new in changes.append("\(old)-\(new)") }
        .onChange(of: page, initial: true) { if firstSeen.isEmpty { firstSeen = page } }
        .ignoresSafeArea(.all, edges: .bottom)
        .edgesIgnoringSafeArea(.top)
    }
}

struct OnboardingPage: View {
    let title: String
    @Environment(\.cardAccent) private var accent

    var body: some View {
        ZStack {
            accent
            Text(title).foregroundStyle(.white)
        }
    }
}

struct Product: Hashable, Codable {
    let name: String
    let price: Int
}

struct StoreRoot: View {
    var body: some View {
        TabView {
            StoreScreen()
                .tabItem { Label("Store", systemImage: "bag") }
            Text("Your settings")
                .tabItem {
                    Image(systemName: "gear")
                    Text("Settings")
                }
        }
    }
}

struct StoreScreen: View {
    @State private var path = NavigationPath()
    @State private var showingCart = false
    @State private var favourites = 0
    @Namespace private var zoom

    private let products = [Product(name: "Kite", price: 12), Product(name: "Yoyo", price: 4)]

    private var restoredDepth: Int {
        guard let representation = path.codable, let json = try? JSONEncoder().encode(representation),
              let decoded = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: json)
        else { return -1 }
        return NavigationPath(decoded) == path ? NavigationPath(decoded).count : -2
    }

    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 16) {
                ForEach(products, id: \.self) { product in
                    NavigationLink(value: product) {
                        Text(product.name)
                    }
                    .matchedTransitionSource(id: product.name, in: zoom)
                }
                Text("depth \(path.count)")
                    .matchedTransitionSource(id: "depth", in: zoom) { source in
                        source.clipShape(.rect(cornerRadius: 8)).background(.blue).shadow(radius: 4)
                    }
            }
            .navigationTitle("Store")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Cart") { showingCart = true }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Text("\(favourites) favourites")
                }
            }
            .toolbarBackground(.visible, for: .navigationBar)
            .navigationDestination(for: Product.self) { product in
                VStack {
                    Text("\(product.name) costs \(product.price)")
                    Button("Favourite") { favourites += 1 }
                    // The path survives a trip through JSON, as scene storage would keep it.
                    Text("restored \(restoredDepth)")
                }
                .navigationTitle(product.name)
                .navigationBarTitleDisplayMode(.inline)
                .navigationTransition(.zoom(sourceID: product.name, in: zoom))
                .toolbar {
                    ToolbarItem(placement: .principal) { Text("Details of \(product.name)") }
                }
            }
            .navigationDestination(isPresented: $showingCart) {
                Text("Your cart").toolbarTitleDisplayMode(.inline)
            }
        }
    }
}

struct MailRoot: View {
    @State private var box = "inbox"
    @AppStorage("mailTabs") private var customization: TabViewCustomization
    private let folders = ["Drafts", "Junk"]
    var showsTrash = false

    var body: some View {
        TabView(selection: $box) {
            Tab("Inbox", systemImage: "tray", value: "inbox") {
                Text("3 new messages")
                Text("updated just now").font(.footnote)
            }
            .customizationID("inbox")
            Tab("Sent", systemImage: "paperplane", value: "sent") {
                Text("nothing sent")
            }
            TabSection("Folders") {
                ForEach(folders, id: \.self) { folder in
                    Tab(folder, systemImage: "folder", value: folder.lowercased()) {
                        Text("\(folder) folder")
                    }
                }
            }
            Tab("Trash", systemImage: "trash", value: "trash") {
                Text("empty")
            }
            .hidden(!showsTrash)
            Tab(value: "search", role: .search) {
                Text("search everything")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
    }
}


/// A custom tab bar, as tutorials build one: every page hides the system bar and its own navigation bar, and a
/// bar of symbols below slides a highlight to the tapped one.
struct CustomTabBarRoot: View {
    enum Page: String, CaseIterable { case home = "house", search = "magnifyingglass", profile = "person" }
    @State private var page = Page.home
    @Namespace private var highlight

    var body: some View {
        VStack(spacing: 0) {
            TabView(selection: $page) {
                Tab(value: .home) { screen(.home) }
                Tab(value: .search) { screen(.search) }
                Tab.init(value: .profile) { screen(.profile) }
            }
            HStack(spacing: 0) {
                ForEach(Page.allCases, id: \.self) { item in
                    Image(systemName: item.rawValue)
                        .frame(maxWidth: .infinity, minHeight: 44)
                        .background {
                            if item == page {
                                Capsule().fill(.blue.opacity(0.2)).matchedGeometryEffect(id: "pill", in: highlight)
                            }
                        }
                        .contentShape(.rect)
                        .onTapGesture { withAnimation(.snappy(duration: 0.4)) { page = item } }
                        .accessibilityLabel(item.rawValue)
                }
            }
            .padding(.horizontal)
        }
    }

    private func screen(_ page: Page) -> some View {
        NavigationStack {
            Text("\(page.rawValue) page")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .toolbarVisibility(.hidden, for: .navigationBar)
        }
        .toolbar(.hidden, for: .tabBar)
    }
}

/// A searchable list, as contact and recipe lists write it: the search field in the stack's drawer, the query
/// filtering the rows.
struct ContactsRoot: View {
    @State private var query = ""
    private let names = ["Ada", "Grace", "Linus", "Margaret", "Alan"]
    private var shown: [String] {
        query.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(shown, id: \.self) { Text($0) }
                .navigationTitle("Contacts")
                .animation(.default, value: query)
        }
        .searchable(text: $query, prompt: "Search contacts")
    }
}
