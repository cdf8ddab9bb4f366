import Foundation
import Testing
@testable import FlipbookViews

/// `ignoresSafeArea`: a view touching the safe area added inside a window (a navigation stack's bar and large
/// title band, `safeAreaPadding`) reaches into it on the edges it touches.
@MainActor
@Suite struct SafeAreaTests {
    private let size = CGSize(width: 390, height: 600)

    @Test func aBackgroundThatIgnoresTheSafeAreaFillsBehindTheBarAndTheLargeTitle() {
        let ignoring = ViewGraph(rootView: NavigationStack {
            ZStack {
                Color.blue.ignoresSafeArea()
                Text("Hello")
            }
            .navigationTitle("Title")
        }, size: size)
        #expect(ignoring.fills(of: .blue).first == CGRect(origin: .zero, size: size), "\(ignoring.fills(of: .blue))")
        // Without it, the colour starts below the 44-point bar and the 52-point band.
        let keeping = ViewGraph(rootView: NavigationStack {
            ZStack {
                Color.blue
                Text("Hello")
            }
            .navigationTitle("Title")
        }, size: size)
        #expect(keeping.fills(of: .blue).first == CGRect(x: 0, y: 96, width: 390, height: 504))
        // The text stays in the safe area either way, and the title is drawn over the colour.
        let text = { (graph: ViewGraph) in graph.laidOutViews.first { $0.text == "Hello" }?.frame ?? .null }
        #expect(text(ignoring) == text(keeping) && near(text(ignoring).midY, 96 + 504 / 2, 1))
    }

    @Test func onlyTheEdgesAskedForAndTouchedReachIntoIt() {
        let graph = ViewGraph(rootView: NavigationStack {
            VStack(spacing: 0) {
                Color.red.frame(height: 100).ignoresSafeArea(edges: .bottom)
                Color.green.frame(height: 100).ignoresSafeArea()
                Color.orange.frame(width: 100, height: 100).ignoresSafeArea()
                Spacer()
            }
            .navigationBarTitleDisplayMode(.inline)
        }, size: size)
        // The red band touches the bar but asked for the bottom edge only; the green one touches nothing; the
        // small orange square touches nothing either.
        #expect(graph.fills(of: .red).first == CGRect(x: 0, y: 44, width: 390, height: 100))
        #expect(graph.fills(of: .green).first == CGRect(x: 0, y: 144, width: 390, height: 100))
        #expect(graph.fills(of: .orange).first == CGRect(x: 145, y: 244, width: 100, height: 100))
        let top = ViewGraph(rootView: NavigationStack {
            VStack(spacing: 0) {
                Color.red.frame(height: 100).ignoresSafeArea(edges: .top)
                Spacer()
            }
            .navigationBarTitleDisplayMode(.inline)
        }, size: size)
        // A view of a fixed height is offered the taller rectangle, keeps its height, and moves up to the top.
        #expect(top.fills(of: .red).first == CGRect(x: 0, y: 0, width: 390, height: 100))
        let flexible = ViewGraph(rootView: NavigationStack {
            VStack(spacing: 0) {
                Color.red.ignoresSafeArea(edges: .top)
                Color.green.frame(height: 100)
            }
            .navigationBarTitleDisplayMode(.inline)
        }, size: size)
        #expect(flexible.fills(of: .red).first == CGRect(x: 0, y: 0, width: 390, height: 500))
    }

    @Test func aStyleBackgroundReachesIntoTheSafeAreaUnlessToldNot() {
        func blue(_ content: some View) -> CGRect? {
            ViewGraph(rootView: NavigationStack { content.navigationBarTitleDisplayMode(.inline) }, size: size)
                .fills(of: .blue).first
        }
        let screen = VStack { Text("Hi") }.frame(maxWidth: .infinity, maxHeight: .infinity)
        let full = CGRect(origin: .zero, size: size), belowBar = CGRect(x: 0, y: 44, width: 390, height: 556)
        #expect(blue(screen.background(.blue)) == full)
        #expect(blue(screen.background(Color.blue)) == full, "a colour takes the style form")
        #expect(blue(screen.background(.blue, ignoresSafeAreaEdges: [])) == belowBar)
        #expect(blue(screen.background(.blue, ignoresSafeAreaEdges: .bottom)) == belowBar)
        #expect(blue(screen.background(Rectangle().fill(.blue))) == belowBar, "a view is not a style")
        #expect(blue(screen.overlay(.blue)) == full)
        #expect(blue(screen.overlay(.blue, in: Circle())).map { near($0.midY, 44 + 556 / 2, 0.5) } == true)
    }

    @Test func aPageReachesUnderTheTabBar() {
        let graph = ViewGraph(rootView: TabView {
            Color.red.ignoresSafeArea().tabItem { Label("Home", systemImage: "house") }
        }, size: size)
        #expect(graph.fills(of: .red).first == CGRect(origin: .zero, size: size), "\(graph.fills(of: .red))")
        let keeping = ViewGraph(rootView: TabView {
            Color.red.tabItem { Label("Home", systemImage: "house") }
        }, size: size)
        #expect(keeping.fills(of: .red).first == CGRect(x: 0, y: 0, width: 390, height: 600 - 49))
    }

    @Test func safeAreaPaddingIsSafeAreaAViewCanReachInto() {
        let graph = ViewGraph(rootView: ZStack {
            Color.red.ignoresSafeArea()
            Color.blue.ignoresSafeArea(.keyboard)
        }.safeAreaPadding(20), size: size)
        #expect(graph.fills(of: .red).first == CGRect(origin: .zero, size: size))
        #expect(graph.fills(of: .blue).first == CGRect(x: 20, y: 20, width: 350, height: 560),
                "the keyboard's safe area is not the padding's")
        // Through effects that start a space of their own, and nested safe area added up.
        let nested = ViewGraph(rootView: VStack {
            Color.red.ignoresSafeArea().scaleEffect(1).offset(x: 0)
        }.safeAreaPadding(.top, 10).safeAreaPadding(.top, 30), size: size)
        #expect(nested.fills(of: .red).first == CGRect(origin: .zero, size: size), "\(nested.fills(of: .red))")
        // Plain padding is not safe area.
        let padded = ViewGraph(rootView: Color.red.ignoresSafeArea().padding(20), size: size)
        #expect(padded.fills(of: .red).first == CGRect(x: 20, y: 20, width: 350, height: 560))
    }

    @Test func aScrollViewsContentDoesNotReachOutOfIt() {
        let graph = ViewGraph(rootView: ScrollView {
            Color.red.frame(height: 100).ignoresSafeArea()
        }.safeAreaPadding(.horizontal, 20).frame(height: 300), size: size)
        let red = graph.fills(of: .red).first ?? .null
        #expect(near(red.width, 350, 0.01), "\(red)")
    }

    @Test func aGeometryReaderReadsTheSafeAreaAroundIt() {
        let reader = GeometryReader { proxy in
            Text("top \(Int(proxy.safeAreaInsets.top)) bottom \(Int(proxy.safeAreaInsets.bottom))")
        }
        let texts = { (view: AnyView) in
            ViewGraph(rootView: view, size: self.size).laidOutViews.compactMap(\.text).filter { $0.hasPrefix("top") }
        }
        // Touching the bar and band, or reaching into them, a reader reads their height; in a tab view, the bar's.
        #expect(texts(AnyView(NavigationStack { reader.navigationTitle("T") })) == ["top 96 bottom 0"])
        #expect(texts(AnyView(NavigationStack { reader.ignoresSafeArea().navigationTitle("T") })) == ["top 96 bottom 0"])
        #expect(texts(AnyView(TabView { reader.tabItem { Text("A") } })) == ["top 0 bottom 49"])
        // Away from the edges, or in a window, there is none.
        #expect(texts(AnyView(NavigationStack { reader.frame(width: 100, height: 100).navigationTitle("T") }))
                == ["top 0 bottom 0"])
        #expect(texts(AnyView(reader)) == ["top 0 bottom 0"])
    }

    @Test func aCanvasSmallerThanItsSafeAreaStillLaysOut() {
        for side in [0.0, 10.0] {
            let graph = ViewGraph(rootView: NavigationStack {
                GeometryReader { proxy in Color.red.frame(width: proxy.safeAreaInsets.top) }
                    .ignoresSafeArea()
                    .navigationTitle("T")
            }, size: CGSize(width: side, height: side))
            let bad = graph.laidOutViews.filter { !($0.frame.minX.isFinite && $0.frame.height.isFinite && $0.frame.height >= 0) }
            #expect(bad.isEmpty, "\(bad.map { ($0.type, $0.frame) })")
        }
        // Padding or safe area of NaN points counts as none.
        for padded in [AnyView(Color.red.padding(.nan)), AnyView(Color.red.ignoresSafeArea().safeAreaPadding(.nan)),
                       AnyView(Color.red.padding(EdgeInsets(top: .nan, leading: 1, bottom: .infinity, trailing: -5)))] {
            let graph = ViewGraph(rootView: padded, size: size)
            #expect(graph.fills(of: .red).first.map { $0.minX.isFinite && $0.height.isFinite } == true,
                    "\(graph.fills(of: .red))")
        }
    }

    @Test func aWindowHasNoSafeAreaOfItsOwn() {
        let graph = ViewGraph(rootView: Color.red.ignoresSafeArea().frame(width: 100, height: 100), size: size)
        #expect(graph.fills(of: .red).first == CGRect(x: 145, y: 250, width: 100, height: 100))
    }
}
