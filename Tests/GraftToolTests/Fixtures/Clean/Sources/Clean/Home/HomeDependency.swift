import Graft

protocol HomeDependency: Dependency {
    var authService: AuthService { get }
}
